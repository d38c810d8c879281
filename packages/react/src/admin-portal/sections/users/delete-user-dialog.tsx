import type { ReactNode } from 'react';
import type { TeamUser } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { PortalDialog } from '../../portal-dialog';

/** Props of DeleteUserDialog. */
export interface DeleteUserDialogProps {
  user: TeamUser | null;
  onClose(): void;
  onDone(): void;
}

/** Confirms and removes a member from the tenant. */
export function DeleteUserDialog({ user, onClose, onDone }: DeleteUserDialogProps): ReactNode {
  const { client } = useGatehouse();
  const submit = async () => {
    if (!user) return;
    await client.api.deleteTeamMember({ params: { userId: user.id } });
    onDone();
  };
  return (
    <PortalDialog open={user !== null} title="Delete user" submitLabel="Delete" danger onSubmit={submit} onClose={onClose}>
      <p className="gh-text">
        {user?.name} ({user?.email}) loses access to this account.
      </p>
    </PortalDialog>
  );
}
