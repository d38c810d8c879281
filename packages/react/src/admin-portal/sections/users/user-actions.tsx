import { useState, type ReactNode } from 'react';
import type { TeamUser } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { useAction } from '../../use-action';

/** Props of UserActions. */
export interface UserActionsProps {
  user: TeamUser;
  onChanged(): void;
  onEditRoles(): void;
  onDelete(): void;
}

/** A row's actions: edit roles, enable or disable, unlock, make permanent, resend activation (pending), delete; failures are announced. */
export function UserActions({ user, onChanged, onEditRoles, onDelete }: UserActionsProps): ReactNode {
  const { client } = useGatehouse();
  const action = useAction(onChanged);
  const busy = action.busy;
  const [done, setDone] = useState<string>();
  const run = async (call: () => Promise<unknown>, message: string) => {
    setDone(undefined);
    if (await action.run(call)) setDone(message);
  };
  const params = { params: { userId: user.id } };
  return (
    <div className="gh-admin-actions">
      <button
        type="button"
        className="gh-button gh-button-secondary"
        disabled={busy}
        onClick={onEditRoles}
        aria-label={`Edit roles of ${user.email}`}
      >
        Roles
      </button>
      {user.isDisabled ? (
        <button
          type="button"
          className="gh-button gh-button-secondary"
          disabled={busy}
          onClick={() => void run(() => client.api.enableTenantUser(params), 'Enabled')}
          aria-label={`Enable ${user.email}`}
        >
          Enable
        </button>
      ) : (
        <button
          type="button"
          className="gh-button gh-button-secondary"
          disabled={busy}
          onClick={() => void run(() => client.api.disableTenantUser(params), 'Disabled')}
          aria-label={`Disable ${user.email}`}
        >
          Disable
        </button>
      )}
      {user.isLocked && (
        <button
          type="button"
          className="gh-button gh-button-secondary"
          disabled={busy}
          onClick={() => void run(() => client.api.unlockTenantUser(params), 'Unlocked')}
          aria-label={`Unlock ${user.email}`}
        >
          Unlock
        </button>
      )}
      {user.temporaryExpirationDate && (
        <button
          type="button"
          className="gh-button gh-button-secondary"
          disabled={busy}
          onClick={() => void run(() => client.api.setPermanentUser(params), 'Now permanent')}
          aria-label={`Set ${user.email} as permanent`}
        >
          Set as permanent
        </button>
      )}
      {!user.activatedForTenant && (
        <button
          type="button"
          className="gh-button gh-button-secondary"
          disabled={busy}
          onClick={() => void run(() => client.api.resendMemberActivation(params), 'Activation email sent')}
          aria-label={`Resend activation to ${user.email}`}
        >
          Resend
        </button>
      )}
      <button type="button" className="gh-button gh-button-danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${user.email}`}>
        Delete
      </button>
      <span role="status" className="gh-text">
        {action.error ?? done}
      </span>
    </div>
  );
}
