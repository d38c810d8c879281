import type { Kysely, Transaction } from 'kysely';
import { fail } from '../../kernel/app-error';
import { iso, type Clock } from '../../kernel/clock';
import type { Database, UsersTable } from '../../storage/schema';

/** The tenants a user is an active member of at `now` (the users store's query, given at composition). */
export type TenantsOf = (db: Kysely<Database>, userId: string, now: string) => Promise<{ id: string }[]>;

/** The tenants a new session may open in, and the one it opens in. */
export interface OpeningTenants {
  tenantId: string;
  tenantIds: string[];
}

/**
 * The tenant a new session starts in: the last active one if the user is still a member, else the
 * first. Every membership disabled or expired (or none): no sign-in.
 */
export async function openingTenantsOf(
  tenantsOf: TenantsOf,
  db: Kysely<Database> | Transaction<Database>,
  clock: Clock,
  user: Pick<UsersTable, 'id' | 'active_tenant_id'>,
): Promise<OpeningTenants> {
  const tenants = await tenantsOf(db as Kysely<Database>, user.id, iso(clock.now()));
  const active = tenants.find((t) => t.id === user.active_tenant_id) ?? tenants[0];
  if (!active) throw fail('auth.account_disabled');
  return { tenantId: active.id, tenantIds: tenants.map((t) => t.id) };
}
