import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, type CreatedToken, type TokenRow, type TokenScope } from '@gatehouse/client';
import { portalTokensMessages } from '../../../i18n/portal-tokens-messages';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useAdminData } from '../../data/use-admin-data';
import { SectionPage } from '../../kit/section-page';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { CreateTokenDialog } from './create-token-dialog';
import { NewTokenDialog } from './new-token-dialog';
import { tokenColumns, tokenName } from './token-columns';
import './api-tokens-section.css';

/** Pause between the create dialog closing and the new secret appearing (spec 001 §4, §9). */
export const NEW_TOKEN_DELAY_MS = 200;

/** Props of ApiTokensPanel. */
export interface ApiTokensPanelProps {
  scope: TokenScope;
}

/**
 * A tokens page: the list (newest first after a creation), Generate token (description, expiry in days, roles for
 * tenant tokens), the new secret shown once in a dialog 200 ms after the create dialog closes, and Delete after a
 * confirmation. The kind of token follows the vendor's machine-to-machine strategy.
 */
export function ApiTokensPanel({ scope }: ApiTokensPanelProps): ReactNode {
  const { t } = useMessages(portalTokensMessages);
  const { formatDate } = useFormatters();
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const admin = useAdminData();
  const strategy = useQuery(admin.apiTokens.queries.strategy());
  // The list waits for the strategy: which calls list the tokens depends on it.
  const tokens = useQuery({ ...admin.apiTokens.queries.list(scope), enabled: strategy.data !== undefined });
  const roles = useQuery({ ...admin.roles.queries.assignable(), enabled: scope === 'tenant' });
  const remove = useMutation(admin.apiTokens.mutations.remove(scope));
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<CreatedToken | null>(null);
  const [shown, setShown] = useState<CreatedToken | null>(null);
  const [deleting, setDeleting] = useState<TokenRow | null>(null);
  const generate = useRef<HTMLButtonElement>(null);
  // The create dialog closes first; the secret appears 200 ms later (spec 001 §4).
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setShown(pending);
      setPending(null);
    }, NEW_TOKEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const roleNames = useMemo(() => new Map((roles.data ?? []).map((r) => [r.id, r.name])), [roles.data]);
  const columns = useMemo(
    () =>
      tokenColumns({
        scope,
        withClientId: strategy.data === 'ClientCredentials',
        roleNames,
        t,
        formatDate,
        onDelete: setDeleting,
      }),
    [scope, strategy.data, roleNames, t, formatDate],
  );
  const title = scope === 'personal' ? t('portal.tokens.personal.title') : t('portal.tokens.tenant.title');
  const loadError = strategy.isError ? strategy.error : tokens.isError ? tokens.error : undefined;

  return (
    <SectionPage
      title={title}
      description={scope === 'personal' ? t('portal.tokens.personal.description') : t('portal.tokens.tenant.description')}
      actions={
        <CreateTokenDialog
          scope={scope}
          open={creating}
          onOpenChange={setCreating}
          onCreated={setPending}
          trigger={
            <Button ref={generate} variant="primary" disabled={strategy.data === undefined}>
              {t('portal.tokens.create.open')}
            </Button>
          }
        />
      }
    >
      {loadError !== undefined && <FormError message={errorMessage(loadError)} />}
      {loadError === undefined && (
        <DataTable
          caption={title}
          columns={columns}
          data={tokens.data}
          getRowId={(token) => token.id}
          labels={ui.table}
          empty={
            <EmptyState
              title={t('portal.tokens.empty.title')}
              text={scope === 'personal' ? t('portal.tokens.empty.personalText') : t('portal.tokens.empty.tenantText')}
              action={
                <Button variant="primary" onClick={() => setCreating(true)} disabled={strategy.data === undefined}>
                  {t('portal.tokens.empty.action')}
                </Button>
              }
            />
          }
        />
      )}
      <NewTokenDialog
        token={shown}
        onClose={() => {
          setShown(null);
          setTimeout(() => generate.current?.focus(), 0);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('portal.tokens.delete.title', { name: deleting ? tokenName(deleting) : '' })}
        description={t('portal.tokens.delete.text')}
        confirmLabel={t('portal.tokens.delete.submit')}
        labels={ui.confirm}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success(t('portal.tokens.deleted', { name: tokenName(deleting) }));
        }}
      />
    </SectionPage>
  );
}
