/** Helpers the groups, roles and account-settings tests share: callers of a tenant, row counts, §8 error checks. */
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { refreshCookieOf, signUpAndActivate, type TestServer } from './harness';
import { iso } from '../src/kernel/clock';
import type { Database } from '../src/storage/schema';

/** A signed-in caller of the admin API. */
export interface Caller {
  userId: string;
  tenantId: string;
  email: string;
  accessToken: string;
  cookie: string;
}

/** Calls the API as `caller` and answers the status and parsed body. */
export async function call(t: TestServer, caller: Caller | null, method: string, path: string, body?: unknown) {
  const res = await t.request(method, path, { token: caller?.accessToken, body });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json as Record<string, unknown> & unknown[] & { errors?: string[]; errorCode?: string } };
}

/** Refreshes the caller's session (into `tenantId` when given): the next access token, decoded too. */
export async function refresh(t: TestServer, caller: Caller, tenantId: string | null = null) {
  const res = await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { body: { tenantId }, cookie: caller.cookie });
  expect(res.status).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  caller.accessToken = accessToken;
  caller.cookie = refreshCookieOf(res) ?? caller.cookie;
  const claims = decodeJwt(accessToken) as { roles: string[]; permissions: string[]; tenantId: string };
  return claims;
}

/** A new tenant with its admin (sign-up and activation, as customers make one). */
export async function newTenantAdmin(t: TestServer): Promise<Caller> {
  const s = await signUpAndActivate(t);
  return { userId: s.userId, tenantId: s.tenantId, email: s.email, accessToken: s.accessToken, cookie: s.cookie };
}

/**
 * A user who signed up on their own and then joined `tenantId` with the given vendor roles: the
 * membership is written as an accepted invitation leaves it (fixture setup; invitations are
 * another area), then the session moves into the tenant through the public refresh call.
 */
export async function memberOf(t: TestServer, tenantId: string, roleKeys: string[] = []): Promise<Caller> {
  const s = await signUpAndActivate(t);
  const db = t.deps.db.kysely;
  await db
    .insertInto('memberships')
    .values({ user_id: s.userId, tenant_id: tenantId, activated: 1, created_at: iso(t.clock.now()) })
    .execute();
  for (const key of roleKeys) {
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: s.userId, tenant_id: tenantId, role_id: role.id }).execute();
  }
  const caller: Caller = { userId: s.userId, tenantId, email: s.email, accessToken: s.accessToken, cookie: s.cookie };
  await refresh(t, caller, tenantId);
  return caller;
}

/** Row counts of the tables, to show a refused request wrote nothing. */
export async function rowCounts<T extends keyof Database>(t: TestServer, tables: T[]): Promise<Record<T, number>> {
  const out = {} as Record<T, number>;
  for (const table of tables) {
    const row = await t.deps.db.kysely
      .selectFrom(table as keyof Database)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/** Audit rows of an action, newest last. */
export const auditRows = (t: TestServer, action: string, targetId?: string) => {
  let q = t.deps.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId) q = q.where('target_id', '=', targetId);
  return q.orderBy('created_at').execute();
};

/** Expects a spec §8 error answer with the status and code. */
export function expectError(r: { status: number; body: { errors?: string[]; errorCode?: string } }, status: number, errorCode?: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(Array.isArray(r.body.errors) && r.body.errors.length > 0 && r.body.errors.every((e) => typeof e === 'string')).toBe(true);
  expect(typeof r.body.errorCode).toBe('string');
  if (errorCode) expect(r.body.errorCode).toBe(errorCode);
}
