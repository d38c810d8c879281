import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TeamUser } from '@gatehouse/contracts';
import { useAdminData } from '../../data/use-admin-data';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, type RoleOption } from '../../role-choices';

/** Props of EditRolesDialog. */
export interface EditRolesDialogProps {
  /** The user whose roles are edited; null when closed. */
  user: TeamUser | null;
  roles: readonly RoleOption[];
  onClose(): void;
}

/** Sets a member's roles; clearing them all sends `['']` (spec 001 §5). */
export function EditRolesDialog({ user, roles, onClose }: EditRolesDialogProps): ReactNode {
  const editRoles = useMutation(useAdminData().users.mutations.editRoles());
  const submit = async (form: FormData) => {
    if (user) await editRoles.mutateAsync({ userId: user.id, roleIds: form.getAll('roleIds').map(String) });
  };
  return (
    <PortalDialog open={user !== null} title={`Roles of ${user?.name ?? ''}`} submitLabel="Save roles" onSubmit={submit} onClose={onClose}>
      <RoleChoices roles={roles} selected={user?.roleIds ?? []} />
    </PortalDialog>
  );
}
