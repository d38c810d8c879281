import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { permissionsOfRoles, roleByKey, rolesOfUserInTenant } from '../../src/features/roles/roles.store';
import { DEFAULT_VENDOR_ID } from '../../src/kernel/vendor';
import type { Deps } from '../../src/deps';
import { iso } from '../../src/kernel/clock';
import { newId } from '../../src/kernel/crypto';
import { seedGroupAndRole } from './matrix-groups-roles';
import { outboxLink } from './outbox-link';

/** A user of a matrix tenant, with the permission keys its roles grant there (read from the database). */
export interface MatrixUser {
  id: string;
  email: string;
  password: string;
  permissions: string[];
}

/** One tenant of the matrix: its users by role, and every value that must never reach another tenant. */
export interface MatrixTenant {
  label: string;
  id: string;
  /** Random text inside the company name, user names and emails: found in an answer, it is a leak. */
  marker: string;
  admin: MatrixUser;
  readOnly: MatrixUser;
  /** A member without roles. */
  member: MatrixUser;
  /** Signs in for the login cases, so no caller's own session is disturbed. */
  spare: MatrixUser;
  /** A group of the tenant (the member without roles in it) with the tenant's own role on it. */
  groupId: string;
  roleId: string;
  /** Tenant id, user ids, emails and the marker: none may appear in an answer to another tenant's caller. */
  footprint: string[];
}

const PASSWORD = 'correct horse battery staple';
const JSON_HEADERS = { 'content-type': 'application/json', origin: 'http://localhost:5173' };

const permissionsOf = async (deps: Deps, userId: string, tenantId: string) => {
  const roles = await rolesOfUserInTenant(deps.db.kysely, userId, tenantId);
  return [
    ...new Set(
      (
        await permissionsOfRoles(
          deps.db.kysely,
          roles.map((r) => r.id),
        )
      ).map((p) => p.key),
    ),
  ];
};

/**
 * Fixture setup, not an API path: there is no invite endpoint yet, so further members are written
 * straight into users, memberships and user_roles, as an accepted invitation would leave them.
 */
async function addMember(deps: Deps, tenantId: string, email: string, name: string, roleKey: string | null): Promise<MatrixUser> {
  const db = deps.db.kysely;
  const now = iso(deps.clock.now());
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      email,
      name,
      password_hash: await deps.passwords.hash(PASSWORD),
      verified: 1,
      phone_number: null,
      profile_picture_url: null,
      metadata: '{}',
      provider: 'local',
      disabled: 0,
      failed_logins: 0,
      locked_until: null,
      failed_mfa: 0,
      mfa_locked_until: null,
      last_login: null,
      active_tenant_id: tenantId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('memberships').values({ user_id: id, tenant_id: tenantId, activated: 1, created_at: now }).execute();
  if (roleKey) {
    const role = await roleByKey(db, DEFAULT_VENDOR_ID, roleKey);
    if (!role) throw new Error(`role ${roleKey} is not seeded`);
    await db.insertInto('user_roles').values({ user_id: id, tenant_id: tenantId, role_id: role.id }).execute();
  }
  return { id, email, password: PASSWORD, permissions: await permissionsOf(deps, id, tenantId) };
}

/** A tenant made the way customers make one (sign-up, then the emailed activation link), plus a ReadOnly user, a member without roles and a spare user. */
export async function seedMatrixTenant(app: Hono, deps: Deps, label: string): Promise<MatrixTenant> {
  const marker = `mk${randomBytes(6).toString('hex')}`;
  const emailOf = (who: string) => `${who}.${marker}@${label.toLowerCase()}-corp.example.com`;
  const email = emailOf('admin');
  const signUp = await app.request('/identity/resources/users/v1/signUp', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD, companyName: `${label} Corp ${marker}`, name: `Admin ${marker}` }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up of tenant ${label} failed: ${signUp.status} ${await signUp.text()}`);
  const { tenantId } = (await signUp.json()) as { tenantId: string };
  const link = await outboxLink(deps, email, 'activation');
  const activate = await app.request('/identity/resources/users/v1/activate', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(link),
  });
  if (activate.status !== 200) throw new Error(`activation of tenant ${label} failed: ${activate.status} ${await activate.text()}`);
  const admin = { id: link.userId, email, password: PASSWORD, permissions: await permissionsOf(deps, link.userId, tenantId) };
  const readOnly = await addMember(deps, tenantId, emailOf('readonly'), `Reader ${marker}`, 'ReadOnly');
  const member = await addMember(deps, tenantId, emailOf('member'), `Member ${marker}`, null);
  const spare = await addMember(deps, tenantId, emailOf('spare'), `Spare ${marker}`, null);
  const users = [admin, readOnly, member, spare];
  const { groupId, roleId } = await seedGroupAndRole(deps, tenantId, member.id, marker);
  return {
    label,
    id: tenantId,
    marker,
    admin,
    readOnly,
    member,
    spare,
    groupId,
    roleId,
    footprint: [tenantId, marker, groupId, roleId, ...users.flatMap((u) => [u.id, u.email])],
  };
}
