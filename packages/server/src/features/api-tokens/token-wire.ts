import type { AccessTokenItem, ClientCredentialsToken } from '@gatehouse/contracts';
import type { ApiTokenRow } from './api-tokens.store';

/** A client credential as the lists answer it: the client id is the token id; never the secret. */
export const toClientCredentials = (row: ApiTokenRow, roleIds: string[] | undefined): ClientCredentialsToken => ({
  clientId: row.id,
  description: row.description,
  tenantId: row.tenant_id,
  createdByUserId: row.created_by_user_id,
  ...(row.owner === 'tenant' ? { roleIds: roleIds ?? [] } : {}),
  expires: row.expires_at,
  createdAt: row.created_at,
});

/** An access token as the lists answer it (wire-compat §3.6 `accessTokens[]`). */
export const toAccessTokenItem = (row: ApiTokenRow, roleIds: string[] | undefined): AccessTokenItem => ({
  id: row.id,
  description: row.description,
  createdAt: row.created_at,
  expires: row.expires_at,
  ...(row.owner === 'tenant' ? { roleIds: roleIds ?? [] } : {}),
});

/** A row as its list answers it. */
export const toWire = (row: ApiTokenRow, roleIds: string[] | undefined) =>
  row.kind === 'ClientCredentials' ? toClientCredentials(row, roleIds) : toAccessTokenItem(row, roleIds);
