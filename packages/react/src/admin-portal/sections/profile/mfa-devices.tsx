import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TextField } from '../../../login-box/text-field';
import { DataTable, type Column } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { PortalDialog } from '../../portal-dialog';

interface AuthenticatorRow {
  id: string;
  label: string;
}

/**
 * The user's authenticator apps (from `GET /users/v1/mfa/devices`). Removing one needs a current code from that
 * app (ASVS 2.5.7): a wrong code keeps the dialog open with the server's message.
 */
export function MfaDevices(): ReactNode {
  const profile = useAdminData().profile;
  const devices = useQuery({
    ...profile.queries.mfaDevices(),
    select: (d): AuthenticatorRow[] => d.authenticators.map((a, i) => ({ id: a.id, label: `Authenticator app ${i + 1}` })),
  });
  // The devices reload once an app is removed (the mutation does it).
  const removeAuthenticator = useMutation(profile.mutations.removeAuthenticator());
  const [removing, setRemoving] = useState<AuthenticatorRow | null>(null);
  const headingId = useId();
  const columns: Column<AuthenticatorRow>[] = [
    { key: 'device', header: 'Device', cell: (d) => d.label },
    {
      key: 'actions',
      header: 'Actions',
      cell: (d) => (
        <button type="button" className="gh-button gh-button-danger" onClick={() => setRemoving(d)} aria-label={`Remove ${d.label}`}>
          Remove
        </button>
      ),
    },
  ];
  return (
    <section className="gh-admin-section" aria-labelledby={headingId}>
      <h2 className="gh-section-title" id={headingId}>
        MFA devices
      </h2>
      <DataTable
        caption="Authenticator apps"
        columns={columns}
        rows={viewOf(devices)}
        rowKey={(d) => d.id}
        emptyText="No authenticator app is set up."
      />
      <PortalDialog
        open={removing !== null}
        title={`Remove ${removing?.label ?? 'authenticator app'}`}
        submitLabel="Remove"
        danger
        onClose={() => setRemoving(null)}
        onSubmit={async (form) => {
          if (!removing) return;
          await removeAuthenticator.mutateAsync({ deviceId: removing.id, code: String(form.get('code') ?? '') });
        }}
      >
        <p className="gh-text">Enter the code the app shows now.</p>
        <TextField label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
      </PortalDialog>
    </section>
  );
}
