import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, type CreatedToken, type TokenRow } from '@gatehouse/client';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { DataTable, type Column } from '../../data-table';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { formatDate } from '../../format-date';
import { PortalDialog } from '../../portal-dialog';
import { RoleChoices } from '../../role-choices';

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
  const admin = useAdminData();
  const config = viewOf(useQuery(admin.apiTokens.queries.strategy()));
  const strategy = config.data;
  // The list waits for the strategy: which calls list the tokens depends on it.
  const tokens = useQuery({ ...admin.apiTokens.queries.list(scope), enabled: strategy !== undefined });
  const roles = useQuery({ ...admin.roles.queries.assignable(), enabled: scope === 'tenant' });
  const create = useMutation(admin.apiTokens.mutations.create(scope));
  const removeToken = useMutation(admin.apiTokens.mutations.remove(scope));
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
    if (!strategy) return;
    const days = Number(form.get('days') || 0);
    // The created token (with its secret) is this component's alone; the cached list gets it first, without the secret.
    const token = await create.mutateAsync({
      description: String(form.get('description') ?? '').trim(),
      expiresInMinutes: days > 0 ? Math.round(days * MINUTES_PER_DAY) : null,
      roleIds: form.getAll('roleIds').map(String),
    });
    setPending(token);
  };
  const remove = async (id: string) => {
    setError(undefined);
    try {
      await removeToken.mutateAsync(id);
      if (created?.id === id) setCreated(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const rows = viewOf(tokens);
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
      <button type="button" className="gh-button gh-button-primary" disabled={!strategy} onClick={() => setCreating(true)}>
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
