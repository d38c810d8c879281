import type { Deps } from '../../src/deps';
import { newClientSecret } from '../../src/features/api-tokens/api-tokens.service';
import { insertToken, type ApiTokenRow } from '../../src/features/api-tokens/api-tokens.store';
import { signAccessTokenValue } from '../../src/features/api-tokens/token-jwt';
import { iso } from '../../src/kernel/clock';
import { newId, sha256 } from '../../src/kernel/crypto';

/** What a stored fixture token is: whose, which kind, with which roles. */
export interface FixtureToken {
  tenantId: string;
  owner: ApiTokenRow['owner'];
  kind: ApiTokenRow['kind'];
  /** The owner of a personal token; the creator of a tenant token. */
  userId: string;
  roleIds?: readonly string[];
}

/**
 * Fixture setup, not an API path: a token stored as the service stores one (SHA-256 of the secret
 * only), whatever the machine-to-machine policy allows at the moment. Returns its id and secret.
 */
export async function storeApiToken(deps: Deps, t: FixtureToken): Promise<{ id: string; secret: string }> {
  const now = deps.clock.now();
  const row: ApiTokenRow = {
    id: newId(),
    tenant_id: t.tenantId,
    owner: t.owner,
    kind: t.kind,
    user_id: t.owner === 'user' ? t.userId : null,
    created_by_user_id: t.userId,
    description: 'matrix',
    secret_hash: '',
    expires_at: null,
    created_at: iso(now),
  };
  const secret = t.kind === 'ClientCredentials' ? newClientSecret() : await signAccessTokenValue(deps.keys, row, now);
  await deps.db.kysely.transaction().execute((trx) => insertToken(trx, { ...row, secret_hash: sha256(secret) }, [...(t.roleIds ?? [])]));
  return { id: row.id, secret };
}
