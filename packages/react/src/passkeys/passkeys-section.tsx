import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPasskeysManager, InputError } from '@gatehouse/client';
import type { WebAuthnDevice } from '@gatehouse/contracts';
import { useGatehouse } from '../gatehouse-context';
import { portalProfileMessages } from '../i18n/portal-profile-messages';
import { useFormatters } from '../i18n/use-formatters';
import { useMessages } from '../i18n/use-messages';
import { FormError } from '../login-box/form-error';
import { usePortalUiLabels } from '../admin-portal/kit/use-portal-ui-labels';
import { ConfirmWithStepUp } from '../admin-portal/sections/profile/confirm-with-step-up';
import { Button } from '../ui/button';
import { Card, CardBody, CardHeader } from '../ui/card';
import { EmptyState } from '../ui/empty-state';
import { Skeleton } from '../ui/skeleton';
import { ToastContext } from '../ui/use-toast';
import './passkeys-section.css';

/** Props of PasskeysSection. */
export interface PasskeysSectionProps {
  /** Heading of the section (default "Passkeys"). */
  title?: string;
}

/**
 * The signed-in user's passkeys: list, add one on this device, remove after a confirmation (wire-compat §2.12, §3.21).
 * Render it on a page that requires a session (e.g. inside RequireAuth or a profile page); inside a ToastProvider
 * (the admin portal) each change is answered by a toast.
 */
export function PasskeysSection({ title }: PasskeysSectionProps): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(portalProfileMessages);
  const { formatDate } = useFormatters();
  const ui = usePortalUiLabels();
  const toasts = useContext(ToastContext);
  const [manager] = useState(() => createPasskeysManager(client));
  const state = useSyncExternalStore(manager.store.subscribe, manager.store.getState, manager.store.getState);
  const [removing, setRemoving] = useState<WebAuthnDevice | null>(null);
  useEffect(() => {
    void manager.load();
  }, [manager]);
  // The manager keeps failures in its state (and ignores a dismissed browser prompt): the list tells what happened.
  const changed = (done: boolean, message: string) => {
    if (done) toasts?.toast({ title: message, tone: 'success' });
  };
  const add = async () => {
    const before = manager.store.getState().devices.length;
    await manager.add();
    changed(manager.store.getState().devices.length > before, t('portal.profile.passkeys.added'));
  };
  const remove = async (device: WebAuthnDevice) => {
    await manager.remove(device.id);
    const { error, devices } = manager.store.getState();
    if (error) throw new InputError(error);
    changed(!devices.some((d) => d.id === device.id), t('portal.profile.passkeys.removed', { name: device.name }));
  };
  const heading = title ?? t('portal.profile.passkeys.title');

  return (
    <Card className="gh-passkeys" aria-label={heading}>
      <CardHeader
        title={heading}
        description={t('portal.profile.passkeys.description')}
        actions={
          state.supported && (
            <Button variant="primary" loading={state.busy} onClick={() => void add()}>
              {t('portal.profile.passkeys.add')}
            </Button>
          )
        }
      />
      <CardBody>
        <FormError message={removing ? undefined : state.error} />
        {state.status === 'loading' && (
          <div className="gh-passkey-list" aria-busy="true">
            <Skeleton height="2.5rem" />
          </div>
        )}
        {state.status === 'ready' && state.devices.length === 0 && (
          <EmptyState
            title={t('portal.profile.passkeys.empty.title')}
            text={state.supported ? t('portal.profile.passkeys.empty.text') : t('portal.profile.passkeys.unsupported')}
          />
        )}
        {state.devices.length > 0 && (
          <ul className="gh-passkey-list">
            {state.devices.map((device) => (
              <li key={device.id} className="gh-passkey-item">
                <div className="gh-passkey-text">
                  <span className="gh-passkey-name">{device.name}</span>
                  <span className="gh-passkey-meta">
                    {[
                      t('portal.profile.passkeys.addedOn', { date: formatDate(device.createdAt) }),
                      device.lastUsedAt
                        ? t('portal.profile.passkeys.lastUsed', { date: formatDate(device.lastUsedAt) })
                        : t('portal.profile.passkeys.neverUsed'),
                      ...(device.backedUp ? [t('portal.profile.passkeys.synced')] : []),
                    ].join(' · ')}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={state.busy}
                  onClick={() => setRemoving(device)}
                  aria-label={t('portal.profile.passkeys.removeLabel', { name: device.name })}
                >
                  {t('portal.common.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <ConfirmWithStepUp
        key={removing?.id ?? ''}
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('portal.profile.passkeys.removeTitle', { name: removing?.name ?? '' })}
        description={t('portal.profile.passkeys.removeText')}
        confirmLabel={t('portal.common.remove')}
        labels={ui.confirm}
        onConfirm={() => (removing ? remove(removing) : undefined)}
      />
    </Card>
  );
}
