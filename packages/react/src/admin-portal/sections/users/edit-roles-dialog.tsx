import type { ReactNode } from 'react';
import type { TeamUser } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, roleIdsForUpdate, type RoleOption } from '../../role-choices';

/** Props of EditRolesDialog. */
export interface EditRolesDialogProps {
  /** The user whose roles are edited; null when closed. */
  user: TeamUser | null;
  roles: readonly RoleOption[];
  onClose(): void;
  onDone(): void;
}

/** Sets a member's roles; clearing them all sends `['']` (spec 001 §5). */
export function EditRolesDialog({ user, roles, onClose, onDone }: EditRolesDialogProps): ReactNode {
  const { client } = useGatehouse();
  const submit = async (form: FormData) => {
    if (!user) return;
    await client.api.updateTeamMember({ body: { id: user.id, roleIds: roleIdsForUpdate(form) } });
    onDone();
  };
  return (
    <PortalDialog open={user !== null} title={`Roles of ${user?.name ?? ''}`} submitLabel="Save roles" onSubmit={submit} onClose={onClose}>
      <RoleChoices roles={roles} selected={user?.roleIds ?? []} />
    </PortalDialog>
  );
}
