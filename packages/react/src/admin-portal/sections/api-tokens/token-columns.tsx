import type { ColumnDef } from '../../../ui/table-types';
import type { TokenRow, TokenScope } from '@gatehouse/client';
import type { Messages } from '../../../i18n/create-messages';
import type { Formatters } from '../../../i18n/create-formatters';
import type { PortalMessageId, PortalTokensId } from '../../../i18n/message-id';
import { Badge } from '../../../ui/badge';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';

/** What the tokens table needs to build its columns. */
export interface TokenColumnsInput {
  scope: TokenScope;
  /** Client credentials have a client id to show; access tokens do not. */
  withClientId: boolean;
  /** Role names by id (tenant tokens). */
  roleNames: ReadonlyMap<string, string>;
  t: Messages<PortalTokensId | PortalMessageId>['t'];
  formatDate: Formatters['formatDate'];
  onDelete(token: TokenRow): void;
}

/** A row's name for screen readers and dialogs: its description, else its id. */
export const tokenName = (token: TokenRow): string => token.description || token.clientId || token.id;

/** Columns of a tokens table: description, client id, created, expires, roles (tenant tokens) and the row menu. */
export function tokenColumns({ scope, withClientId, roleNames, t, formatDate, onDelete }: TokenColumnsInput): ColumnDef<TokenRow>[] {
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: ColumnDef<TokenRow>[] = [
    { id: 'description', header: t('portal.tokens.column.description'), cell: ({ row }) => row.original.description || '—' },
  ];
  if (withClientId)
    columns.push({
      id: 'clientId',
      header: t('portal.tokens.column.clientId'),
      cell: ({ row }) => <code className="gh-token-id gh-section-key">{row.original.clientId}</code>,
      meta: { priority: 'md' },
    });
  columns.push(
    { id: 'created', header: t('portal.tokens.column.created'), cell: ({ row }) => when(row.original.createdAt), meta: { priority: 'sm' } },
    {
      id: 'expires',
      header: t('portal.tokens.column.expires'),
      cell: ({ row }) => (row.original.expires ? when(row.original.expires) : t('portal.common.never')),
    },
  );
  if (scope === 'tenant')
    columns.push({
      id: 'roles',
      header: t('portal.tokens.column.roles'),
      cell: ({ row }) => {
        const ids = row.original.roleIds ?? [];
        if (ids.length === 0) return t('portal.common.none');
        return (
          <span className="gh-token-roles-cell">
            {ids.map((id) => (
              <Badge key={id}>{roleNames.get(id) ?? id}</Badge>
            ))}
          </span>
        );
      },
      meta: { priority: 'md' },
    });
  columns.push({
    id: 'actions',
    header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
    cell: ({ row }) => (
      <DropdownMenu
        items={[{ label: t('portal.common.delete'), tone: 'danger', onSelect: () => onDelete(row.original) }]}
        trigger={
          <IconButton label={t('portal.tokens.menu.label', { name: tokenName(row.original) })} size="sm">
            <MoreIcon />
          </IconButton>
        }
      />
    ),
    meta: { actions: true },
  });
  return columns;
}
