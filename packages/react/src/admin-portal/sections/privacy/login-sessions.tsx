import type { ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserSession } from '@gatehouse/contracts';
import { FormError } from '../../../login-box/form-error';
import { DataTable, type Column } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { formatDate } from '../../format-date';
import { useFormStatus } from '../../use-form-status';
import { deviceOf } from './device-of';

/** The signed-in user's login sessions: device, IP, time, the current one marked; revoke one or all others. */
export function LoginSessions(): ReactNode {
  const privacy = useAdminData().privacy;
  const sessions = viewOf(useQuery(privacy.queries.sessions()));
  // Each sign-out reloads the list (the mutation does); a failure is shown above the table.
  const revoke = useMutation(privacy.mutations.revoke());
  const revokeOthers = useMutation(privacy.mutations.revokeOthers());
  const status = useFormStatus();
  const { busy, error } = status;
  const run = (call: () => Promise<unknown>) =>
    status.run(async () => {
      await call();
      return '';
    });
  const columns: Column<UserSession>[] = [
    {
      key: 'device',
      header: 'Device',
      cell: (s) => (
        <>
          {deviceOf(s.userAgent)}
          {s.current && <span className="gh-admin-badge">This device</span>}
        </>
      ),
    },
    { key: 'ip', header: 'IP address', cell: (s) => s.ipAddress ?? '—' },
    { key: 'time', header: 'Signed in', cell: (s) => formatDate(s.createdAt) },
    { key: 'seen', header: 'Last active', cell: (s) => formatDate(s.lastSeenAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) =>
        s.current ? null : (
          <button
            type="button"
            className="gh-button gh-button-secondary"
            disabled={busy}
            onClick={() => void run(() => revoke.mutateAsync(s.id))}
            aria-label={`Sign out ${deviceOf(s.userAgent)} (${s.ipAddress ?? 'unknown IP'})`}
          >
            Sign out
          </button>
        ),
    },
  ];
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section className="gh-admin-section" aria-label="Login sessions">
      <h2 className="gh-section-title">Login sessions</h2>
      <FormError message={error} />
      <DataTable caption="Login sessions" columns={columns} rows={sessions} rowKey={(s) => s.id} emptyText="No active sessions." />
      <button
        type="button"
        className="gh-button gh-button-secondary"
        disabled={busy || others === 0}
        onClick={() => void run(() => revokeOthers.mutateAsync())}
      >
        Sign out all other sessions
      </button>
    </section>
  );
}
