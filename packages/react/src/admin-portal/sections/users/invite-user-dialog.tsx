import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { InputError } from '@gatehouse/client';
import { useAdminData } from '../../data/use-admin-data';
import { TextField } from '../../../login-box/text-field';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, type RoleOption } from '../../role-choices';
import { useFieldVisibility } from '../../use-field-visibility';

/** Props of InviteUserDialog. */
export interface InviteUserDialogProps {
  open: boolean;
  roles: readonly RoleOption[];
  /** Whether the vendor allows temporary users (the dialog then offers an expiry). */
  temporaryUsers?: boolean;
  onClose(): void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** Days typed for a temporary user, as the expirationInSeconds the server counts from now (spec 001 §3); undefined when permanent. */
function temporaryDays(form: FormData): number | undefined {
  const days = text(form, 'temporaryDays');
  if (!days) return undefined;
  const n = Number(days);
  if (!Number.isFinite(n) || n <= 0) throw new InputError('Enter a number of days greater than 0');
  return Math.round(n * 86_400);
}

/** Invite by email with a name, roles and an optional phone number (spec 001 §2). */
export function InviteUserDialog({ open, roles, temporaryUsers = false, onClose }: InviteUserDialogProps): ReactNode {
  const invite = useMutation(useAdminData().users.mutations.invite());
  const phone = useFieldVisibility('users.invitePhone');
  // Blank fields are left out by the client; the list reloads once the server has answered.
  const submit = async (form: FormData) => {
    await invite.mutateAsync({
      email: text(form, 'email'),
      name: text(form, 'name'),
      phone: text(form, 'phone'),
      roleIds: form.getAll('roleIds').map(String),
      expirationInSeconds: temporaryDays(form),
    });
  };
  return (
    <PortalDialog open={open} title="Invite user" submitLabel="Send invitation" onSubmit={submit} onClose={onClose}>
      <TextField label="Email" name="email" type="email" required autoComplete="off" />
      <TextField label="Name" name="name" autoComplete="off" />
      {phone !== 'hidden' && <TextField label="Phone number (optional)" name="phone" type="tel" readOnly={phone === 'viewOnly'} />}
      <RoleChoices roles={roles} />
      {temporaryUsers && (
        <TextField
          label="Temporary: access ends after this many days (empty: permanent)"
          name="temporaryDays"
          type="number"
          inputMode="numeric"
          min={1}
        />
      )}
    </PortalDialog>
  );
}
