import type { EntitlementAttributes } from './types';

/** Attribute namespaces the platform fills from the token; custom attributes cannot supply them. */
export const RESERVED_ATTRIBUTE_PREFIXES = ['frontegg.', 'jwt.'] as const;
const MAX_CLAIM_DEPTH = 8;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The user id rules read as `frontegg.userId` (wire-compat §4.2, §4.4): `id` when present (the
 * reference mapper reads `jwt.id`; in the browser that is the /me user's id), else by token type:
 * `userId` for user API / access tokens (their `sub` is the token's id), nothing for tenant tokens
 * (no user acts), `sub` otherwise (a user token).
 */
function userIdOf(claims: Record<string, unknown>): string | undefined {
  const id = str(claims.id);
  if (id !== undefined) return id;
  switch (claims.type) {
    case 'userApiToken':
    case 'userAccessToken':
      return str(claims.userId);
    case 'tenantApiToken':
    case 'tenantAccessToken':
      return undefined;
    default:
      return str(claims.sub);
  }
}

function flattenClaims(into: EntitlementAttributes, value: Record<string, unknown>, prefix: string, depth: number): void {
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (isPlainObject(v) && depth < MAX_CLAIM_DEPTH) flattenClaims(into, v, `${prefix}${key}.`, depth + 1);
    else if (v !== undefined) into[`${prefix}${key}`] = v;
  }
}

/**
 * The attribute bag that rule conditions read, built once per request or session:
 * - the host's `custom` attributes under their own names, except keys in the reserved `frontegg.`
 *   and `jwt.` namespaces, which are dropped so a host value can never impersonate a token fact;
 * - `frontegg.email`, `frontegg.emailVerified` (`email_verified`, or `emailVerified` of the browser's
 *   user object), `frontegg.userId` (see userIdOf) and `frontegg.tenantId`, each only when present
 *   with the right type;
 * - every claim flattened under `jwt.` (nested objects joined with dots, arrays kept whole), as the
 *   reference evaluator does, so rules may target e.g. `jwt.metadata.plan`.
 * The result has no prototype, so inherited names ('constructor', '__proto__') are never attributes.
 */
export function entitlementAttributes(
  claims: Record<string, unknown> | undefined,
  custom?: Record<string, unknown>,
): EntitlementAttributes {
  const attributes: EntitlementAttributes = Object.create(null) as EntitlementAttributes;
  if (isPlainObject(custom)) {
    for (const key of Object.keys(custom)) {
      if (RESERVED_ATTRIBUTE_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
      attributes[key] = custom[key];
    }
  }
  if (!isPlainObject(claims)) return attributes;
  const email = str(claims.email);
  if (email !== undefined) attributes['frontegg.email'] = email;
  const verified = typeof claims.email_verified === 'boolean' ? claims.email_verified : claims.emailVerified;
  if (typeof verified === 'boolean') attributes['frontegg.emailVerified'] = verified;
  const userId = userIdOf(claims);
  if (userId !== undefined) attributes['frontegg.userId'] = userId;
  const tenantId = str(claims.tenantId);
  if (tenantId !== undefined) attributes['frontegg.tenantId'] = tenantId;
  flattenClaims(attributes, claims, 'jwt.', 0);
  return attributes;
}
