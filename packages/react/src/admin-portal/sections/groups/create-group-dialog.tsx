import type { ReactNode } from 'react';
import { useGatehouse } from '../../../gatehouse-context';
import { TextField } from '../../../login-box/text-field';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, type RoleOption } from '../../role-choices';

/** Props of CreateGroupDialog. */
export interface CreateGroupDialogProps {
  open: boolean;
  roles: readonly RoleOption[];
  onClose(): void;
  onDone(): void;
}

/** Creates a group, then adds its roles (spec 001 §4); the description is sent only when not empty (§5). */
export function CreateGroupDialog({ open, roles, onClose, onDone }: CreateGroupDialogProps): ReactNode {
  const { client } = useGatehouse();
  const submit = async (form: FormData) => {
    const description = String(form.get('description') ?? '').trim();
    const color = String(form.get('color') ?? '').trim();
    const group = await client.api.createGroup({
      body: { name: String(form.get('name') ?? '').trim(), ...(description ? { description } : {}), ...(color ? { color } : {}) },
    });
    const roleIds = form.getAll('roleIds').map(String);
    try {
      if (roleIds.length > 0) await client.api.addRolesToGroup({ params: { groupId: group.id }, body: { roleIds } });
    } finally {
      onDone();
    }
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
