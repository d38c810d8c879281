import type { ReactNode } from 'react';
import { useTenants } from '../hooks/use-tenants';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { Button } from '../ui/button';
import { DropdownMenu, type MenuEntry } from '../ui/dropdown-menu';
import { CheckIcon, ChevronDownIcon } from '../ui/icons';
import { VisuallyHidden } from '../ui/visually-hidden';
import { useNotify } from './kit/use-notify';

/**
 * "Switch account": a menu of the user's tenants, the current one checked; choosing another switches the session
 * to it (the portal then shows that tenant's data) and says so in a toast. Nothing when the user has one tenant.
 */
export function TenantSwitcher(): ReactNode {
  const { tenants, activeTenant, switchTenant } = useTenants();
  const { t } = useMessages(portalMessages);
  const notify = useNotify();
  if (tenants.length < 2) return null;
  const items: MenuEntry[] = [
    { type: 'label', label: t('portal.common.switchAccount') },
    ...tenants.map((tenant): MenuEntry => {
      const current = tenant.tenantId === activeTenant?.tenantId;
      return {
        label: current ? (
          <>
            {tenant.name}
            <VisuallyHidden>{` (${t('portal.shell.currentAccount')})`}</VisuallyHidden>
          </>
        ) : (
          tenant.name
        ),
        icon: current ? <CheckIcon /> : <span className="gh-admin-menu-gap" />,
        onSelect: () => {
          if (current) return;
          // A failure is answered by the toast; the switcher has nothing more to do with it.
          notify.run(() => switchTenant(tenant.tenantId), t('portal.shell.switched', { name: tenant.name })).catch(() => undefined);
        },
      };
    }),
  ];
  return (
    <DropdownMenu
      align="start"
      className="gh-admin-switcher-menu"
      items={items}
      trigger={
        <Button variant="ghost" size="sm" className="gh-admin-switcher">
          <span className="gh-admin-switcher-text">{t('portal.common.switchAccount')}</span>
          <ChevronDownIcon />
        </Button>
      }
    />
  );
}
