import type { KeyStore } from '../../keys/key-store';
import { newId } from '../../kernel/crypto';
import type { ApiTokenRow } from './api-tokens.store';
import type { TokenAuthorization } from './token-authorization';

/** The audience of every token this server issues (wire-compat §4.1: the reference SDK checks none, ours checks it). */
export const TOKEN_AUDIENCE = 'gatehouse';
/** Token `type` values of wire-compat §4.4, by owner: what the exchange issues and what an access token is. */
export const EXCHANGED_TYPE = { user: 'userApiToken', tenant: 'tenantApiToken' } as const;
export const ACCESS_TOKEN_TYPE = { user: 'userAccessToken', tenant: 'tenantAccessToken' } as const;
/** `exp` of an access token that never expires: verifiers require an `exp`, so "never" is a century. */
const CENTURY_SECONDS = 100 * 365 * 86_400;

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The value of an access token (sent as `x-api-key`): a signed JWT naming the token (`sub`), its
 * tenant and user. It carries no roles: they are looked up on each use, so a changed role or a
 * deleted token counts at once (wire-compat §4.4).
 */
export function signAccessTokenValue(keys: KeyStore, row: ApiTokenRow, nowMs: number): Promise<string> {
  const iat = seconds(nowMs);
  const exp = row.expires_at ? seconds(Date.parse(row.expires_at)) : iat + CENTURY_SECONDS;
  const who = row.owner === 'user' ? { userId: row.user_id } : { createdByUserId: row.created_by_user_id };
  return keys.signJwt({
    type: ACCESS_TOKEN_TYPE[row.owner],
    sub: row.id,
    tenantId: row.tenant_id,
    ...who,
    aud: TOKEN_AUDIENCE,
    jti: newId(),
    iat,
    exp,
  });
}

/**
 * The short-lived access token a client credential is exchanged for, with the claims of
 * wire-compat §4.2: the token's roles and permissions at exchange time; for a personal token the
 * user's identity too (`userId`, `createdByUserId` — the acting user for the Node SDK).
 */
export async function signExchangedToken(
  keys: KeyStore,
  row: ApiTokenRow,
  authz: TokenAuthorization,
  nowMs: number,
  ttlSeconds: number,
): Promise<{ token: string; exp: number }> {
  const iat = seconds(nowMs);
  const exp = row.expires_at ? Math.min(iat + ttlSeconds, seconds(Date.parse(row.expires_at))) : iat + ttlSeconds;
  const u = authz.user;
  const who =
    row.owner === 'user' && u
      ? {
          userId: u.sub,
          createdByUserId: u.sub,
          email: u.email,
          email_verified: u.email_verified,
          name: u.name,
          tenantIds: u.tenantIds,
          userMetadata: u.metadata,
        }
      : { createdByUserId: row.created_by_user_id };
  const token = await keys.signJwt({
    type: EXCHANGED_TYPE[row.owner],
    sub: row.id,
    tenantId: row.tenant_id,
    ...who,
    roles: authz.roles,
    permissions: authz.permissions,
    aud: TOKEN_AUDIENCE,
    jti: newId(),
    iat,
    exp,
  });
  return { token, exp };
}
