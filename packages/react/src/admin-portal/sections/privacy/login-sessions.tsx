import type { ReactNode } from 'react';
import type { UserSession } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { FormError } from '../../../login-box/form-error';
import { DataTable, type Column } from '../../data-table';
import { formatDate } from '../../format-date';
import { useAction } from '../../use-action';
import { useRemote } from '../../use-remote';
import { deviceOf } from './device-of';

/** The signed-in user's login sessions: device, IP, time, the current one marked; revoke one or all others. */
export function LoginSessions(): ReactNode {
  const { client } = useGatehouse();
  const sessions = useRemote(() => client.api.listMySessions(), [client]);
  const { busy, error, run } = useAction(sessions.reload);
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
            onClick={() => void run(() => client.api.revokeMySession({ params: { id: s.id } }))}
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
        onClick={() => void run(() => client.api.revokeMyOtherSessions())}
      >
        Sign out all other sessions
      </button>
    </section>
  );
}
