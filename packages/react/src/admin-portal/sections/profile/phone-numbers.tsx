import { useId, useState, type ReactNode } from 'react';
import type { PhoneNumberItem } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { TextField } from '../../../login-box/text-field';
import { DataTable, type Column } from '../../data-table';
import { PortalDialog } from '../../portal-dialog';
import { useAction } from '../../use-action';
import { useRemote } from '../../use-remote';

/** Which dialog is open: the number to add, or the texted code that confirms an addition or a removal. */
type Dialog = { kind: 'add' } | { kind: 'code'; purpose: 'add' | 'remove'; otcToken: string; phoneNumber: string; phoneId?: string } | null;

const codeOf = (form: FormData) => String(form.get('code') ?? '').replace(/\s+/g, '');

/**
 * The user's phone numbers (spec 001 §3 Profile: list, add with verification, delete with verification): a number
 * is added once the code texted to it is entered; a verified number is removed with a code texted to it, an
 * unverified one at once.
 */
export function PhoneNumbers(): ReactNode {
  const { client } = useGatehouse();
  const numbers = useRemote(() => client.api.getUserOwnPhoneNumbers(), [client]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useAction(numbers.reload);
  const headingId = useId();

  const startRemoval = (item: PhoneNumberItem) =>
    remove.run(async () => {
      const answer = await client.api.deletePhoneNumber({ params: { phoneId: item.id } });
      if (answer.otcToken)
        setDialog({ kind: 'code', purpose: 'remove', otcToken: answer.otcToken, phoneNumber: item.phoneNumber, phoneId: item.id });
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
          const answer = await client.api.createPhoneNumber({ body: { phoneNumber, verify: true } });
          if (answer.otcToken) setDialog({ kind: 'code', purpose: 'add', otcToken: answer.otcToken, phoneNumber });
          else numbers.reload();
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
          const body = { otcToken: codeDialog.otcToken, code: codeOf(form) };
          if (codeDialog.purpose === 'remove') await client.api.verifyDeletePhoneNumber({ params: { phoneId: codeDialog.phoneId! }, body });
          else await client.api.verifyPhoneNumber({ body });
          numbers.reload();
        }}
      >
        <p className="gh-text">Enter the code we texted to {codeDialog?.phoneNumber}.</p>
        <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
      </PortalDialog>
    </section>
  );
}
