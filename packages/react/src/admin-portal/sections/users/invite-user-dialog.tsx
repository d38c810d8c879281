import type { ReactNode } from 'react';
import { useGatehouse } from '../../../gatehouse-context';
import { TextField } from '../../../login-box/text-field';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, type RoleOption } from '../../role-choices';
import { useFieldVisibility } from '../../use-field-visibility';

/** Props of InviteUserDialog. */
export interface InviteUserDialogProps {
  open: boolean;
  roles: readonly RoleOption[];
  onClose(): void;
  onDone(): void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Invite by email with a name, roles and an optional phone number (spec 001 §2). */
export function InviteUserDialog({ open, roles, onClose, onDone }: InviteUserDialogProps): ReactNode {
  const { client } = useGatehouse();
  const phone = useFieldVisibility('users.invitePhone');
  const submit = async (form: FormData) => {
    const phoneNumber = text(form, 'phone');
    const name = text(form, 'name');
    const roleIds = form.getAll('roleIds').map(String);
    await client.api.inviteUser({ body: { email: text(form, 'email'), ...(name ? { name } : {}), ...(phoneNumber ? { phone: phoneNumber } : {}), ...(roleIds.length ? { roleIds } : {}) } });
    onDone();
  };
  return (
    <PortalDialog open={open} title="Invite user" submitLabel="Send invitation" onSubmit={submit} onClose={onClose}>
      <TextField label="Email" name="email" type="email" required autoComplete="off" />
      <TextField label="Name" name="name" autoComplete="off" />
      {phone !== 'hidden' && <TextField label="Phone number (optional)" name="phone" type="tel" readOnly={phone === 'viewOnly'} />}
      <RoleChoices roles={roles} />
    </PortalDialog>
  );
}
