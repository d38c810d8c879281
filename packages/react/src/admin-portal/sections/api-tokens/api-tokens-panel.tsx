import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import { useGatehouse } from '../../../gatehouse-context';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { DataTable, type Column } from '../../data-table';
import { formatDate } from '../../format-date';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices } from '../../role-choices';
import { useRemote } from '../../use-remote';
import { tokenApi, type CreatedToken, type TokenRow } from './token-api';

// The contracts' MINUTES_PER_DAY, repeated as a literal: importing a value from @gatehouse/contracts would pull zod
// into this chunk (the browser bundle imports contracts for types only).
const MINUTES_PER_DAY = 1440;

/** Pause between the create dialog closing and the new secret appearing (spec 001 §9). */
export const NEW_TOKEN_DELAY_MS = 200;

/** Props of ApiTokensPanel. */
export interface ApiTokensPanelProps {
  scope: 'personal' | 'tenant';
}

/** Token list, create dialog (description, expiry in days, roles for tenant tokens), secret shown once, delete. */
export function ApiTokensPanel({ scope }: ApiTokensPanelProps): ReactNode {
  const { client } = useGatehouse();
  const config = useRemote(() => client.api.publicConfiguration(), [client]);
  const strategy = config.data?.machineToMachineAuthStrategy;
  const calls = useMemo(() => (strategy ? tokenApi(client.api, scope, strategy) : null), [client, scope, strategy]);
  const tokens = useRemote(() => (calls ? calls.list() : new Promise<TokenRow[]>(() => undefined)), [calls]);
  const roles = useRemote(
    () => (scope === 'tenant' ? client.api.listTeamRoles().then((r) => r.items) : Promise.resolve([])),
    [client, scope],
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [pending, setPending] = useState<CreatedToken | null>(null);
  const [error, setError] = useState<string>();

  // The dialog closes first; the secret appears 200 ms later (spec 001 §4).
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setCreated(pending), NEW_TOKEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const submit = async (form: FormData) => {
    if (!calls) return;
    const days = Number(form.get('days') || 0);
    const token = await calls.create({
      description: String(form.get('description') ?? '').trim(),
      expiresInMinutes: days > 0 ? Math.round(days * MINUTES_PER_DAY) : null,
      roleIds: form.getAll('roleIds').map(String),
    });
    setPending(token);
  };
  const remove = async (id: string) => {
    setError(undefined);
    try {
      await calls?.remove(id);
      if (created?.id === id) setCreated(null);
      tokens.reload();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  // The new token is first in the list, ahead of the server's order, until the list reloads with it.
  const rows = { ...tokens, data: created ? [created, ...(tokens.data ?? []).filter((t) => t.id !== created.id)] : tokens.data };
  const columns: Column<TokenRow>[] = [
    { key: 'description', header: 'Description', cell: (t) => t.description || '—' },
    ...(strategy === 'ClientCredentials'
      ? [{ key: 'clientId', header: 'Client ID', cell: (t: TokenRow) => <code>{t.clientId}</code> }]
      : []),
    { key: 'created', header: 'Created', cell: (t) => formatDate(t.createdAt) },
    { key: 'expires', header: 'Expires', cell: (t) => (t.expires ? formatDate(t.expires) : 'Never') },
    {
      key: 'actions',
      header: 'Actions',
      cell: (t) => (
        <button
          type="button"
          className="gh-button gh-button-danger"
          onClick={() => void remove(t.id)}
          aria-label={`Delete token ${t.description || t.id}`}
        >
          Delete
        </button>
      ),
    },
  ];
  return (
    <section className="gh-admin-section" aria-label={scope === 'personal' ? 'Personal API tokens' : 'API tokens'}>
      <FormError message={config.error ?? error} />
      <button type="button" className="gh-button gh-button-primary" disabled={!calls} onClick={() => setCreating(true)}>
        Generate token
      </button>
      {created && (
        <div className="gh-admin-secret" role="status">
          <p className="gh-text">Copy the secret now: it is not shown again.</p>
          {created.clientId && (
            <p>
              Client ID: <code data-testid="token-client-id">{created.clientId}</code>
            </p>
          )}
          <p>
            Secret: <code data-testid="token-secret">{created.secret}</code>
          </p>
        </div>
      )}
      <DataTable caption="Tokens" columns={columns} rows={rows} rowKey={(t) => t.id} emptyText="No tokens yet." />
      <PortalDialog open={creating} title="Generate token" submitLabel="Generate" onSubmit={submit} onClose={() => setCreating(false)}>
        <TextField label="Description" name="description" required />
        <TextField label="Expires in days (empty: never)" name="days" type="number" min={1} />
        {scope === 'tenant' && <RoleChoices roles={roles.data ?? []} />}
      </PortalDialog>
    </section>
  );
}
