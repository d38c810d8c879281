import {
  API_TOKEN_SECRET_PREFIX,
  type AccessTokenItem,
  type apiTokensApi,
  type BodyOf,
  type ClientCredentialsToken,
} from '@gatehouse/contracts';
import type { Transaction } from 'kysely';
import type { ApiTokenDeps } from './api-token-deps';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import { enqueueMail } from '../../lib/mailer';
import type { Database } from '../../storage/schema';
import { anyNeverAssignable, assertHoldsAll, currentPermissions, permissionsOfRoles, visibleRolesByIds } from '../roles/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { userById } from '../users/index';
import { deleteFromShelf, insertToken, roleIdsByToken, tokensOn, type ApiTokenRow, type TokenShelf } from './api-tokens.store';
import { tokenCreatedEmail } from './token-created-email';
import { signAccessTokenValue } from './token-jwt';
import { toAccessTokenItem, toClientCredentials, toWire } from './token-wire';

type Trx = Transaction<Database>;
/** Personal tokens belong to the caller in their tenant; tenant tokens to the tenant. */
export type TokenOwner = ApiTokenRow['owner'];
/** Client credentials or access token (wire-compat §3.6, Appendix B machine-to-machine strategies). */
export type TokenKind = ApiTokenRow['kind'];
/** A creation as the contracts validated it (tenant tokens add roles). */
type CreateInput = Omit<BodyOf<typeof apiTokensApi.createTenantApiToken>, 'roleIds'> & { roleIds?: string[] };

/** A client-credentials secret: 256 random bits behind a fixed prefix that secret scanners can match. */
export const newClientSecret = (): string => `${API_TOKEN_SECRET_PREFIX}${randomToken(32)}`;

/**
 * Creating, listing and deleting API tokens (spec 001 §7 "API tokens", wire-compat §3.6, decision
 * 0017). Which kind may be created follows the vendor's machine-to-machine policy; a tenant token's
 * roles must be ones the creating admin could grant (no escalation). Every change is audited.
 */
export function createApiTokensService(deps: ApiTokenDeps) {
  const { db, config, clock, events, keys, rolePermissions, policies } = deps;

  const shelfOf = (auth: AuthContext, owner: TokenOwner, kind: TokenKind): TokenShelf => ({
    owner,
    kind,
    tenantId: auth.tenantId,
    ...(owner === 'user' ? { userId: auth.userId } : {}),
  });

  /** The roles a tenant token may carry: roles the tenant sees, assignable, granting nothing the caller lacks. */
  const checkedRoles = async (trx: Trx, auth: AuthContext, wanted: string[]): Promise<string[]> => {
    const ids = [...new Set(wanted)];
    if (ids.length === 0) return [];
    const known = await visibleRolesByIds(trx, DEFAULT_VENDOR_ID, auth.tenantId, ids);
    if (known.length !== ids.length) throw fail('team.role_not_found');
    const perms = await permissionsOfRoles(trx, ids);
    if (
      perms.length &&
      (await anyNeverAssignable(
        trx,
        perms.map((p) => p.id),
      ))
    )
      throw fail('role.not_assignable');
    assertHoldsAll(
      await currentPermissions(trx, rolePermissions, auth),
      perms.map((p) => p.key),
    );
    return ids;
  };

  return {
    /** The client credentials of one owner, newest first (never their secrets). */
    async clientCredentials(auth: AuthContext, owner: TokenOwner): Promise<ClientCredentialsToken[]> {
      const rows = await tokensOn(db, shelfOf(auth, owner, 'ClientCredentials'));
      const roles =
        owner === 'tenant'
          ? await roleIdsByToken(
              db,
              rows.map((r) => r.id),
            )
          : undefined;
      return rows.map((r) => toClientCredentials(r, roles?.get(r.id)));
    },

    /** The access tokens of one owner, newest first, as `{ accessTokens }` (wire-compat §3.6). */
    async accessTokens(auth: AuthContext, owner: TokenOwner): Promise<{ accessTokens: AccessTokenItem[] }> {
      const rows = await tokensOn(db, shelfOf(auth, owner, 'AccessToken'));
      const roles =
        owner === 'tenant'
          ? await roleIdsByToken(
              db,
              rows.map((r) => r.id),
            )
          : undefined;
      return { accessTokens: rows.map((r) => toAccessTokenItem(r, roles?.get(r.id))) };
    },

    /** Creates a token; the answer is the only time its secret is shown. */
    async create(auth: AuthContext, owner: TokenOwner, kind: TokenKind, body: CreateInput, ctx: RequestContext) {
      const policy = await policies.auth();
      if (!policy.apiTokensEnabled) throw fail('api_token.disabled');
      if (policy.machineToMachineAuthStrategy !== kind) throw fail('api_token.kind_disabled');
      const now = clock.now();
      const minutes = body.expiresInMinutes ?? null;
      const row: ApiTokenRow = {
        id: newId(),
        tenant_id: auth.tenantId,
        owner,
        kind,
        user_id: owner === 'user' ? auth.userId : null,
        created_by_user_id: auth.userId,
        description: body.description,
        secret_hash: '',
        expires_at: minutes === null ? null : iso(now + minutes * 60_000),
        created_at: iso(now),
      };
      // The secret: random for a client credential; for an access token, the signed value itself.
      const secret = kind === 'ClientCredentials' ? newClientSecret() : await signAccessTokenValue(keys, row, now);
      row.secret_hash = sha256(secret);
      const roleIds = await db.transaction().execute(async (trx) => {
        const ids = owner === 'tenant' ? await checkedRoles(trx, auth, body.roleIds ?? []) : [];
        await insertToken(trx, row, ids);
        await events.emit(trx, ctx, 'api_token.created', row.id, {
          owner,
          kind,
          description: row.description,
          roleIds: ids,
          expires: row.expires_at,
        });
        if (owner === 'user') {
          const user = await userById(trx, auth.userId);
          if (user) await enqueueMail(trx, clock, tokenCreatedEmail(user.email, config.vendorName, row.description));
        }
        return ids;
      });
      return { ...toWire(row, roleIds), secret };
    },

    /** Deletes a token of the caller's list; it is refused from this moment on this server. */
    async remove(auth: AuthContext, owner: TokenOwner, kind: TokenKind, id: string, ctx: RequestContext): Promise<Record<string, never>> {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteFromShelf(trx, shelfOf(auth, owner, kind), id))) throw fail('api_token.not_found');
        await events.emit(trx, ctx, 'api_token.deleted', id, { owner, kind });
      });
      return {};
    },
  };
}

/** The API token management service. */
export type ApiTokensService = ReturnType<typeof createApiTokensService>;
