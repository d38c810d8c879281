import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { InputError } from '@gatehouse/client';
import { BULK_INVITE_MAX } from '@gatehouse/contracts';
import { useAdminData } from '../../data/use-admin-data';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices, type RoleOption } from '../../role-choices';

/** Props of BulkInviteDialog. */
export interface BulkInviteDialogProps {
  open: boolean;
  roles: readonly RoleOption[];
  onClose(): void;
  /** Called with one line per address once the server answered (invited, sent again, already a member); the list reloads itself. */
  onDone(summary: string): void;
}

const STATUS_TEXT = { invited: 'invited', resent: 'invitation sent again', already_member: 'already a member' } as const;

/** Addresses typed one per line or separated by commas, semicolons or spaces; duplicates dropped. */
export const parseEmails = (raw: string): string[] => [
  ...new Set(
    raw
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean),
  ),
];

/** Invite many addresses with the same roles at once (spec 001 §3 "bulk add"); the server checks each address. */
export function BulkInviteDialog({ open, roles, onClose, onDone }: BulkInviteDialogProps): ReactNode {
  const bulkInvite = useMutation(useAdminData().users.mutations.bulkInvite());
  const submit = async (form: FormData) => {
    const emails = parseEmails(String(form.get('emails') ?? ''));
    if (emails.length === 0) throw new InputError('Enter at least one email address');
    if (emails.length > BULK_INVITE_MAX) throw new InputError(`At most ${BULK_INVITE_MAX} addresses at once`);
    const { items } = await bulkInvite.mutateAsync({ emails, roleIds: form.getAll('roleIds').map(String) });
    onDone(items.map((i) => `${i.email}: ${STATUS_TEXT[i.status]}`).join('\n'));
  };
  return (
    <PortalDialog open={open} title="Invite several users" submitLabel="Send invitations" onSubmit={submit} onClose={onClose}>
      <EmailsField />
      <RoleChoices roles={roles} />
    </PortalDialog>
  );
}

function EmailsField(): ReactNode {
  const [value, setValue] = useState('');
  const id = useId();
  const count = parseEmails(value).length;
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={id}>
        Email addresses (one per line or separated by commas)
      </label>
      <textarea
        id={id}
        className="gh-input"
        name="emails"
        rows={6}
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={`${id}-count`}
      />
      <span id={`${id}-count`} className="gh-text">
        {count} {count === 1 ? 'address' : 'addresses'}
      </span>
    </div>
  );
}
