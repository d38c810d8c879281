import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TeamUser } from '@gatehouse/contracts';
import { useAdminData } from '../../data/use-admin-data';
import { useFormStatus } from '../../use-form-status';

/** Props of UserActions. */
export interface UserActionsProps {
  user: TeamUser;
  onEditRoles(): void;
  onDelete(): void;
}

/** A row's actions: edit roles, enable or disable, unlock, make permanent, resend activation (pending), delete; failures are announced. */
export function UserActions({ user, onEditRoles, onDelete }: UserActionsProps): ReactNode {
  const users = useAdminData().users.mutations;
  const enable = useMutation(users.enable());
  const disable = useMutation(users.disable());
  const unlock = useMutation(users.unlock());
  const setPermanent = useMutation(users.setPermanent());
  const resend = useMutation(users.resendInvitation());
  const status = useFormStatus();
  const busy = status.busy;
  // Each action reloads the list itself (its mutation invalidates it); the row says what happened.
  const run = (action: { mutateAsync(userId: string): Promise<unknown> }, message: string) =>
    void status.run(async () => {
      await action.mutateAsync(user.id);
      return message;
    });
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
          onClick={() => run(enable, 'Enabled')}
          aria-label={`Enable ${user.email}`}
        >
          Enable
        </button>
      ) : (
        <button
          type="button"
          className="gh-button gh-button-secondary"
          disabled={busy}
          onClick={() => run(disable, 'Disabled')}
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
          onClick={() => run(unlock, 'Unlocked')}
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
          onClick={() => run(setPermanent, 'Now permanent')}
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
          onClick={() => run(resend, 'Activation email sent')}
          aria-label={`Resend activation to ${user.email}`}
        >
          Resend
        </button>
      )}
      <button type="button" className="gh-button gh-button-danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${user.email}`}>
        Delete
      </button>
      <span role="status" className="gh-text">
        {status.error ?? status.note}
      </span>
    </div>
  );
}
