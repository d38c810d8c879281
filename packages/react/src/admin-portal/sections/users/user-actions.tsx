import { useState, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import type { TeamUser } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';

/** Props of UserActions. */
export interface UserActionsProps {
  user: TeamUser;
  onChanged(): void;
  onEditRoles(): void;
  onDelete(): void;
}

/** A row's actions: edit roles, enable or disable, resend activation (pending), delete; failures are announced. */
export function UserActions({ user, onChanged, onEditRoles, onDelete }: UserActionsProps): ReactNode {
  const { client } = useGatehouse();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await action();
      setMessage(done);
      onChanged();
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const params = { params: { userId: user.id } };
  return (
    <div className="gh-admin-actions">
      <button type="button" className="gh-button gh-button-secondary" disabled={busy} onClick={onEditRoles} aria-label={`Edit roles of ${user.email}`}>
        Roles
      </button>
      {user.isDisabled ? (
        <button type="button" className="gh-button gh-button-secondary" disabled={busy} onClick={() => void run(() => client.api.enableTenantUser(params), 'Enabled')} aria-label={`Enable ${user.email}`}>
          Enable
        </button>
      ) : (
        <button type="button" className="gh-button gh-button-secondary" disabled={busy} onClick={() => void run(() => client.api.disableTenantUser(params), 'Disabled')} aria-label={`Disable ${user.email}`}>
          Disable
        </button>
      )}
      {!user.activatedForTenant && (
        <button type="button" className="gh-button gh-button-secondary" disabled={busy} onClick={() => void run(() => client.api.resendMemberActivation(params), 'Activation email sent')} aria-label={`Resend activation to ${user.email}`}>
          Resend
        </button>
      )}
      <button type="button" className="gh-button gh-button-danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${user.email}`}>
        Delete
      </button>
      <span role="status" className="gh-text">
        {message}
      </span>
    </div>
  );
}
