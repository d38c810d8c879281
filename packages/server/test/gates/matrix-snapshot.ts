import { isDeepStrictEqual } from 'node:util';
import type { Deps } from '../../src/deps';
import { groupsSnapshot } from './matrix-groups-roles';
import { mfaFactorsSnapshot } from './matrix-mfa-factors';
import { phonesSnapshot } from './matrix-phones';
import { ssoSnapshot } from './matrix-sso';

/** A tenant's rows: what another tenant's callers must never change. */
export type TenantSnapshot = Record<string, unknown[]>;

/** Reads the tenant's row, memberships, role grants, entitlement grants, API tokens, and its members' users, sessions, refresh and link tokens. */
export async function tenantSnapshot(deps: Deps, tenantId: string): Promise<TenantSnapshot> {
  const db = deps.db.kysely;
  const memberships = await db.selectFrom('memberships').selectAll().where('tenant_id', '=', tenantId).orderBy('user_id').execute();
  const userIds = memberships.map((m) => m.user_id);
  const none = ['-'];
  const ids = userIds.length ? userIds : none;
  const sessions = await db.selectFrom('sessions').selectAll().where('user_id', 'in', ids).orderBy('id').execute();
  return {
    tenants: await db.selectFrom('tenants').selectAll().where('id', '=', tenantId).execute(),
    memberships,
    user_roles: await db
      .selectFrom('user_roles')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('user_id')
      .orderBy('role_id')
      .execute(),
    entitlement_grants: await db.selectFrom('entitlement_grants').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    sessions,
    one_time_tokens: await db.selectFrom('one_time_tokens').selectAll().where('user_id', 'in', ids).orderBy('id').execute(),
    ...(await groupsSnapshot(deps, tenantId)),
    ...(await mfaFactorsSnapshot(deps, userIds)),
    ...(await phonesSnapshot(deps, userIds)),
    ...(await ssoSnapshot(deps, tenantId)),
    api_tokens: await db.selectFrom('api_tokens').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
  };
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: TenantSnapshot, after: TenantSnapshot): string[] =>
  Object.keys(after).filter((table) => !isDeepStrictEqual(before[table], after[table]));
