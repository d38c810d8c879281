import type { ApiTokenDeps } from './api-token-deps';
import type { ApiTokenContext } from '../../http/auth-context';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { safeEqual, sha256 } from '../../kernel/crypto';
import { claimAttempt, clientSecretOf, forgiveAttempts } from '../../kernel/failed-attempts';
import { activeTokenIds, tokenById, type ApiTokenRow } from './api-tokens.store';
import { authorizeToken } from './token-authorization';
import { ACCESS_TOKEN_TYPE, EXCHANGED_TYPE, signExchangedToken, TOKEN_AUDIENCE } from './token-jwt';

// Compared against when the client id is unknown, so every refusal costs the same.
const DUMMY_HASH = sha256('gatehouse-no-such-api-token');

/**
 * Using API tokens (decision 0017): the exchange of a client credential for a short-lived access
 * token (its routes limit it per client id and per IP; audited either way), the check of a token on an
 * API-token route (every call reads the database, so deletion counts at once), and the vendor-side
 * lookups the Node SDK makes for access tokens (wire-compat §4.4).
 */
export function createApiTokenAccessService(deps: ApiTokenDeps) {
  const { db, config, clock, events, keys, rolePermissions, policies } = deps;
  const enabled = async () => (await policies.auth()).apiTokensEnabled;

  /** The caller of a token row whose secret already matched, or null when the token no longer works. */
  const callerOf = async (row: ApiTokenRow, type: ApiTokenContext['type']): Promise<ApiTokenContext | null> => {
    const authz = await authorizeToken(db, rolePermissions, clock, row);
    if (!authz) return null;
    return {
      tokenId: row.id,
      type,
      tenantId: row.tenant_id,
      userId: authz.userId,
      roles: authz.roles,
      permissions: authz.permissions,
      expires: row.expires_at,
    };
  };

  /** A signed token of one of `types`, with its row; null for anything else. */
  const verified = async (token: string, types: readonly string[]) => {
    let claims;
    try {
      claims = await keys.verifyJwt(token);
    } catch {
      return null;
    }
    if (typeof claims.type !== 'string' || !types.includes(claims.type) || claims.aud !== TOKEN_AUDIENCE || typeof claims.sub !== 'string')
      return null;
    const row = await tokenById(db, claims.sub);
    if (!row || row.tenant_id !== claims.tenantId) return null;
    return { row, type: claims.type as ApiTokenContext['type'] };
  };

  return {
    /** `POST /identity/resources/auth/v1/api-token` and the `client_credentials` grant: a client id and secret → an access token. */
    async exchange(clientId: string, secret: string, ctx: RequestContext) {
      if (!(await enabled())) throw fail('api_token.disabled');
      // Claimed before the secret is compared, so parallel guesses cannot outrun the lockout (issue 14 item 1).
      const attempts = clientSecretOf('api-token', clientId);
      if (!(await claimAttempt(db, clock, config, attempts))) throw fail('request.rate_limited');
      const found = await tokenById(db, clientId);
      const row = found?.kind === 'ClientCredentials' ? found : undefined;
      const matches = safeEqual(sha256(secret), row?.secret_hash ?? DUMMY_HASH);
      const authz = row && matches ? await authorizeToken(db, rolePermissions, clock, row) : null;
      const actor = actingAs(ctx, row?.user_id ?? row?.created_by_user_id ?? null, row?.tenant_id ?? null);
      if (!row || !authz) {
        const reason = !row ? 'unknown' : !matches ? 'secret' : 'inactive';
        await events.emit(db, actor, 'api_token.exchange_refused', row?.id ?? null, { reason });
        throw fail('api_token.invalid_credentials');
      }
      await forgiveAttempts(db, attempts);
      const now = clock.now();
      const { token, exp } = await signExchangedToken(keys, row, authz, now, config.accessTokenTtlSeconds);
      await events.emit(db, actor, 'api_token.exchanged', row.id, { owner: row.owner });
      return { accessToken: token, expiresIn: exp - Math.floor(now / 1000), expires: iso(exp * 1000) };
    },

    /**
     * The API token of a request: an exchanged token as bearer, or an access token as `x-api-key`
     * (whose whole value must match the stored hash). Null when there is none that works now.
     */
    async authenticate(bearer: string | undefined, apiKey: string | undefined): Promise<ApiTokenContext | null> {
      if (!bearer && !apiKey) return null;
      if (!(await enabled())) return null;
      if (bearer) {
        const v = await verified(bearer, Object.values(EXCHANGED_TYPE));
        return v && v.row.kind === 'ClientCredentials' ? callerOf(v.row, v.type) : null;
      }
      const v = await verified(apiKey!, Object.values(ACCESS_TOKEN_TYPE));
      return v && v.row.kind === 'AccessToken' && safeEqual(sha256(apiKey!), v.row.secret_hash) ? callerOf(v.row, v.type) : null;
    },

    /** Ids of every working token of `owner`, both kinds (the Node SDK's active list). */
    async activeIds(owner: ApiTokenRow['owner']): Promise<string[]> {
      return (await enabled()) ? activeTokenIds(db, owner, iso(clock.now())) : [];
    },

    /** Roles and permissions of a working token of `owner`, judged now; `api_token.not_found` otherwise. */
    async authorization(owner: ApiTokenRow['owner'], id: string): Promise<{ roles: string[]; permissions: string[] }> {
      const row = await tokenById(db, id);
      const authz = row && row.owner === owner && (await enabled()) ? await authorizeToken(db, rolePermissions, clock, row) : null;
      if (!authz) throw fail('api_token.not_found');
      return { roles: authz.roles, permissions: authz.permissions };
    },
  };
}

/** The API token use service. */
export type ApiTokenAccessService = ReturnType<typeof createApiTokenAccessService>;
