import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Switch } from '../../../ui/switch';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';

/** Props of RequireSsoSwitch. */
export interface RequireSsoSwitchProps {
  connection: SsoConfiguration;
  /** The provider's name, for the toast. */
  name: string;
  disabled: boolean;
}

/**
 * Require single sign-on (`enforceSso`): members on the connection's verified domains may then sign in through it
 * only. It goes through the connection's update, so the page's "Saving…" indicator shows while it runs; the switch
 * shows the wanted position meanwhile.
 */
export function RequireSsoSwitch({ connection, name, disabled }: RequireSsoSwitchProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const update = useMutation(useAdminData().sso.mutations.update());
  const change = async (enforceSso: boolean) => {
    try {
      await update.mutateAsync({ id: connection.id, enforceSso });
      notify.success(t(enforceSso ? 'portal.sso.toast.enforced' : 'portal.sso.toast.notEnforced', { name }));
    } catch (error) {
      notify.failure(error);
    }
  };
  return (
    <Switch
      label={t('portal.sso.enforce.label')}
      description={t('portal.sso.enforce.hint')}
      checked={update.isPending ? Boolean(update.variables?.enforceSso) : connection.enforceSso}
      disabled={disabled || update.isPending}
      onCheckedChange={(enforceSso) => void change(enforceSso)}
    />
  );
}
