import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TeamUser } from '@gatehouse/contracts';
import { useAdminData } from '../../data/use-admin-data';
import { PortalDialog } from '../../portal-dialog';

/** Props of DeleteUserDialog. */
export interface DeleteUserDialogProps {
  user: TeamUser | null;
  onClose(): void;
}

/** Confirms and removes a member from the tenant. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps): ReactNode {
  const remove = useMutation(useAdminData().users.mutations.remove());
  const submit = async () => {
    if (user) await remove.mutateAsync(user.id);
  };
  return (
    <PortalDialog open={user !== null} title="Delete user" submitLabel="Delete" danger onSubmit={submit} onClose={onClose}>
      <p className="gh-text">
        {user?.name} ({user?.email}) loses access to this account.
      </p>
    </PortalDialog>
  );
}
