import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { PhoneNumberItem } from '@gatehouse/contracts';
import { TextField } from '../../../login-box/text-field';
import { DataTable, type Column } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { PortalDialog } from '../../portal-dialog';
import { useFormStatus } from '../../use-form-status';

/** Which dialog is open: the number to add, or the texted code that confirms an addition or a removal. */
type Dialog = { kind: 'add' } | { kind: 'code'; purpose: 'add' | 'remove'; otcToken: string; phoneNumber: string; phoneId?: string } | null;

const codeOf = (form: FormData) => String(form.get('code') ?? '');

/**
 * The user's phone numbers (spec 001 §3 Profile: list, add with verification, delete with verification): a number
 * is added once the code texted to it is entered; a verified number is removed with a code texted to it, an
 * unverified one at once. The list reloads after each change that shows in it (the mutations do it).
 */
export function PhoneNumbers(): ReactNode {
  const profile = useAdminData().profile;
  const numbers = viewOf(useQuery(profile.queries.phoneNumbers()));
  const add = useMutation(profile.mutations.addPhoneNumber());
  const verify = useMutation(profile.mutations.verifyPhoneNumber());
  const removeNumber = useMutation(profile.mutations.removePhoneNumber());
  const verifyRemove = useMutation(profile.mutations.verifyRemovePhoneNumber());
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useFormStatus();
  const headingId = useId();

  const startRemoval = (item: PhoneNumberItem) =>
    remove.run(async () => {
      const answer = await removeNumber.mutateAsync(item.id);
      if (answer.otcToken)
        setDialog({ kind: 'code', purpose: 'remove', otcToken: answer.otcToken, phoneNumber: item.phoneNumber, phoneId: item.id });
      return '';
    });

  const columns: Column<PhoneNumberItem>[] = [
    {
      key: 'number',
      header: 'Phone number',
      cell: (p) => (
        <>
          {p.phoneNumber}
          {!p.verified && <span className="gh-admin-badge">Not verified</span>}
        </>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <button
          type="button"
          className="gh-button gh-button-danger"
          disabled={remove.busy}
          onClick={() => void startRemoval(p)}
          aria-label={`Remove ${p.phoneNumber}`}
        >
          Remove
        </button>
      ),
    },
  ];

  const codeDialog = dialog?.kind === 'code' ? dialog : null;
  return (
    <section className="gh-admin-section" aria-labelledby={headingId}>
      <h2 className="gh-section-title" id={headingId}>
        Phone numbers
      </h2>
      {remove.error && (
        <p role="alert" className="gh-error">
          {remove.error}
        </p>
      )}
      <DataTable caption="Phone numbers" columns={columns} rows={numbers} rowKey={(p) => p.id} emptyText="No phone number yet." />
      <button type="button" className="gh-button gh-button-secondary" onClick={() => setDialog({ kind: 'add' })}>
        Add phone number
      </button>
      <PortalDialog
        open={dialog?.kind === 'add'}
        title="Add a phone number"
        submitLabel="Text me a code"
        // Closing after a successful submit keeps the code step that the submit opened.
        onClose={() => setDialog((d) => (d?.kind === 'add' ? null : d))}
        onSubmit={async (form) => {
          const phoneNumber = String(form.get('phoneNumber') ?? '').trim();
          const answer = await add.mutateAsync(phoneNumber);
          if (answer.otcToken) setDialog({ kind: 'code', purpose: 'add', otcToken: answer.otcToken, phoneNumber });
        }}
      >
        <TextField label="Phone number" name="phoneNumber" type="tel" autoComplete="tel" placeholder="+15551234567" required />
      </PortalDialog>
      <PortalDialog
        open={codeDialog !== null}
        title={codeDialog?.purpose === 'remove' ? `Remove ${codeDialog.phoneNumber}` : `Verify ${codeDialog?.phoneNumber ?? ''}`}
        submitLabel={codeDialog?.purpose === 'remove' ? 'Remove' : 'Verify'}
        danger={codeDialog?.purpose === 'remove'}
        onClose={() => setDialog(null)}
        onSubmit={async (form) => {
          if (!codeDialog) return;
          const code = { otcToken: codeDialog.otcToken, code: codeOf(form) };
          if (codeDialog.purpose === 'remove') await verifyRemove.mutateAsync({ ...code, phoneId: codeDialog.phoneId! });
          else await verify.mutateAsync(code);
        }}
      >
        <p className="gh-text">Enter the code we texted to {codeDialog?.phoneNumber}.</p>
        <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
      </PortalDialog>
    </section>
  );
}
