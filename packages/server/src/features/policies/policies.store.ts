import type { Kysely, Transaction } from 'kysely';
import { iso, type Clock } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The scope of the vendor's own policies (tenants use their id). */
export const VENDOR_SCOPE = 'vendor';

/** A stored policy document with its row id and times. */
export interface StoredPolicy<T> {
  id: string;
  body: T;
  createdAt: string;
  updatedAt: string;
}

const policyRow = prepared((db, scope: string, kind: string) =>
  db.selectFrom('security_policies').select(['id', 'body', 'created_at', 'updated_at']).where('scope', '=', scope).where('kind', '=', kind),
);

const asStored = <T>(row: { id: string; body: string; created_at: string; updated_at: string }): StoredPolicy<T> => ({
  id: row.id,
  body: JSON.parse(row.body) as T,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Reads the policy of one scope and kind, or undefined when none was saved (sign-in and `/me` read several: compiled once). */
export async function readPolicy<T>(db: Db, scope: string, kind: string): Promise<StoredPolicy<T> | undefined> {
  const row = await policyRow.first(db, scope, kind);
  return row && asStored<T>(row);
}

const signInRows = prepared((db, tenantId: string) =>
  db
    .selectFrom('security_policies')
    .select(['id', 'scope', 'kind', 'body', 'created_at', 'updated_at'])
    .where('scope', 'in', [VENDOR_SCOPE, tenantId])
    .where('kind', 'in', ['auth', 'mfa']),
);

/** The vendor's auth and MFA policies and a tenant's MFA policy in one statement (a sign-in's second-factor decision, every tenant MFA policy read); each undefined when none was saved. */
export async function readSignInPolicies<Auth, Mfa>(
  db: Db,
  tenantId: string,
): Promise<{ vendorAuth?: StoredPolicy<Auth>; vendorMfa?: StoredPolicy<Mfa>; tenantMfa?: StoredPolicy<Mfa> }> {
  const rows = await signInRows.all(db, tenantId);
  const find = (scope: string, kind: string) => rows.find((r) => r.scope === scope && r.kind === kind);
  const stored = <T>(row: (typeof rows)[number] | undefined) => row && asStored<T>(row);
  return {
    vendorAuth: stored<Auth>(find(VENDOR_SCOPE, 'auth')),
    vendorMfa: stored<Mfa>(find(VENDOR_SCOPE, 'mfa')),
    tenantMfa: stored<Mfa>(find(tenantId, 'mfa')),
  };
}

/**
 * Saves the policy of one scope and kind: inserts it, or replaces the body of the saved one. The
 * unique (scope, kind) index makes a concurrent first save fail rather than leave two rows.
 */
export async function writePolicy<T>(trx: Db, clock: Clock, scope: string, kind: string, body: T): Promise<StoredPolicy<T>> {
  const now = iso(clock.now());
  const existing = await readPolicy<T>(trx, scope, kind);
  if (existing) {
    await trx
      .updateTable('security_policies')
      .set({ body: JSON.stringify(body), updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return { ...existing, body, updatedAt: now };
  }
  const id = newId();
  await trx
    .insertInto('security_policies')
    .values({
      id,
      scope,
      tenant_id: scope === VENDOR_SCOPE ? null : scope,
      kind,
      body: JSON.stringify(body),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, body, createdAt: now, updatedAt: now };
}
