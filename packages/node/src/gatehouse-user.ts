import type { JWTPayload } from 'jose';
import { GatehouseAuthError } from './gatehouse-auth-error';

/** The verified claims of an access token (wire-compat §4.2); frozen. */
export type GatehouseClaims = Readonly<JWTPayload & Record<string, unknown>>;

/** The caller behind a verified access token; frozen, shared by every request presenting the same token. */
export interface GatehouseUser {
  /** The acting user's id: `sub` of a user token, the user of a personal API token; a tenant token's own id (wire-compat §4.4). */
  readonly id: string;
  /** Token kind: `userToken`, `userApiToken`, `tenantApiToken` (bearer) or `userAccessToken`, `tenantAccessToken` (`x-api-key`). */
  readonly type: string;
  /** The acting user: set for user tokens and personal API tokens, undefined for tenant tokens (no user acts). */
  readonly userId: string | undefined;
  /** The API token's id (its client id for client credentials); undefined for a user's session token. */
  readonly apiTokenId: string | undefined;
  readonly email: string | undefined;
  readonly name: string | undefined;
  /** The tenant the token acts in. */
  readonly tenantId: string;
  readonly tenantIds: readonly string[];
  /** Role keys in `tenantId`. */
  readonly roles: readonly string[];
  /** Permission keys in `tenantId`; may hold `*` patterns. */
  readonly permissions: readonly string[];
  /** Authentication methods (`pwd`, `mfa`, `otp` ...). */
  readonly amr: readonly string[];
  readonly acr: string | undefined;
  /** When the user last authenticated (epoch seconds). */
  readonly auth_time: number | undefined;
  readonly claims: GatehouseClaims;
  /** The bearer token itself, to call the Gatehouse API (or another service) on the user's behalf. */
  readonly token: string;
}

const NONE: readonly string[] = Object.freeze([]);
const API_TOKEN_TYPES = ['userApiToken', 'tenantApiToken', 'userAccessToken', 'tenantAccessToken'];
/** The array itself when it holds only strings (the usual case: no copy), else its strings. */
const strings = (value: unknown): readonly string[] => {
  if (!Array.isArray(value)) return NONE;
  for (const v of value) if (typeof v !== 'string') return Object.freeze(value.filter((x): x is string => typeof x === 'string'));
  return Object.freeze(value as string[]);
};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Builds the user of verified claims; a token without the claims every access token carries is invalid. */
export function userFromClaims(payload: JWTPayload, token: string): GatehouseUser {
  const claims = payload as JWTPayload & Record<string, unknown>;
  const { sub, tenantId, type } = claims;
  if (typeof sub !== 'string' || typeof tenantId !== 'string' || typeof type !== 'string') throw new GatehouseAuthError('token_invalid');
  const actingUser =
    type === 'userToken'
      ? sub
      : type === 'userApiToken'
        ? (text(claims.createdByUserId) ?? text(claims.userId))
        : type === 'userAccessToken'
          ? text(claims.userId)
          : undefined;
  return Object.freeze({
    id: actingUser ?? sub,
    type,
    userId: actingUser,
    apiTokenId: API_TOKEN_TYPES.includes(type) ? sub : undefined,
    email: text(claims.email),
    name: text(claims.name),
    tenantId,
    tenantIds: strings(claims.tenantIds),
    roles: strings(claims.roles),
    permissions: strings(claims.permissions),
    amr: strings(claims.amr),
    acr: text(claims.acr),
    auth_time: typeof claims.auth_time === 'number' ? claims.auth_time : undefined,
    claims: Object.freeze(claims),
    token,
  });
}

/** The user of an access token with the roles and permissions the server reports for it now (they are not in the token). */
export const withAuthorization = (user: GatehouseUser, authz: { roles: string[]; permissions: string[] }): GatehouseUser =>
  Object.freeze({ ...user, roles: Object.freeze([...authz.roles]), permissions: Object.freeze([...authz.permissions]) });
