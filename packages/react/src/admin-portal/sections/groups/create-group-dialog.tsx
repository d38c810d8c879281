import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TextField } from '../../../login-box/text-field';
import { useAdminData } from '../../data/use-admin-data';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, type RoleOption } from '../../role-choices';

/** Props of CreateGroupDialog. */
export interface CreateGroupDialogProps {
  open: boolean;
  roles: readonly RoleOption[];
  onClose(): void;
}

/** Creates a group, then adds its roles (spec 001 §4); the client leaves out a blank description (§5) and reloads the list. */
export function CreateGroupDialog({ open, roles, onClose }: CreateGroupDialogProps): ReactNode {
  const create = useMutation(useAdminData().groups.mutations.create());
  const submit = async (form: FormData) => {
    await create.mutateAsync({
      name: String(form.get('name') ?? ''),
      description: String(form.get('description') ?? ''),
      color: String(form.get('color') ?? ''),
      roleIds: form.getAll('roleIds').map(String),
    });
  };
  return (
    <PortalDialog open={open} title="Create group" submitLabel="Create" onSubmit={submit} onClose={onClose}>
      <TextField label="Group name" name="name" required />
      <TextField label="Description" name="description" />
      <TextField label="Colour" name="color" placeholder="#4461f2" />
      <RoleChoices roles={roles} />
    </PortalDialog>
  );
}
