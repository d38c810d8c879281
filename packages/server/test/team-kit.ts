import { refreshCookieOf, signUpAndActivate, type TestServer } from './harness';
import { iso } from '../src/kernel/clock';
import { newId } from '../src/kernel/crypto';
import { DEFAULT_VENDOR_ID } from '../src/kernel/vendor';

/** Paths of the users-and-team API. */
export const P = {
  usersV2: '/identity/resources/users/v2',
  usersV3: '/identity/resources/users/v3',
  members: '/team/resources/members/v1',
  tenantUsers: '/identity/resources/tenants/users/v1',
  temporary: '/identity/resources/users/temporary/v1',
  inviteLink: '/identity/resources/tenants/invites/v1/user',
  accept: '/identity/resources/users/v1/invitation/accept',
  activate: '/identity/resources/users/v1/activate',
  login: '/identity/resources/auth/v1/user',
  refresh: '/identity/resources/auth/v1/user/token/refresh',
} as const;

export const PASSWORD = 'correct horse battery staple';
export const newEmail = (tag = 'member') => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The id of a vendor role by key. */
export async function roleId(t: TestServer, key: string): Promise<string> {
  const row = await t.deps.db.kysely
    .selectFrom('roles')
    .select('id')
    .where('key', '=', key)
    .where('tenant_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The link mailed to an address, newest first, as `{ path, userId, token }`. */
export async function mailedLink(t: TestServer, email: string) {
  const mail = (await t.mails(email)).find((m) => m.kind === 'invitation');
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const url = new URL(mail.links[0]!);
  return { path: url.pathname, userId: url.searchParams.get('userId')!, token: url.searchParams.get('token')! };
}

/** Signs in with a password; returns the access token and the refresh cookie. */
export async function signIn(t: TestServer, email: string, password = PASSWORD) {
  const res = await t.request('POST', P.login, { body: { email, password } });
  if (res.status !== 200) return { status: res.status, body: await res.json() };
  const body = (await res.json()) as { accessToken: string; tenantId: string };
  return { status: 200, body, accessToken: body.accessToken, cookie: refreshCookieOf(res)! };
}

/** An administrator (Admin of a fresh tenant). */
export const admin = (t: TestServer) => signUpAndActivate(t, newEmail('admin'));

/** Invites an address as `token`'s user and activates the new account from the mail; signs it in. */
export async function invitedMember(t: TestServer, token: string, roleIds?: string[]) {
  const email = newEmail();
  const res = await t.request('POST', P.usersV2, { token, body: { email, ...(roleIds ? { roleIds } : {}) } });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  const link = await mailedLink(t, email);
  const act = await t.request('POST', P.activate, { body: { userId: link.userId, token: link.token, password: PASSWORD } });
  if (act.status !== 200) throw new Error(`activation failed: ${act.status} ${await act.text()}`);
  const login = (await act.json()) as { accessToken: string };
  return { email, userId: link.userId, accessToken: login.accessToken, cookie: refreshCookieOf(act)! };
}

/** A tenant role with no permissions at all (made directly: role management is another area). */
export async function emptyRole(t: TestServer, tenantId: string): Promise<string> {
  const id = newId();
  const now = iso(t.clock.now());
  await t.deps.db.kysely
    .insertInto('roles')
    .values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      tenant_id: tenantId,
      key: `none-${id.slice(0, 6)}`,
      name: 'No rights',
      description: null,
      is_default: 0,
      level: 9,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Row counts of the tables the team area writes (to show a refused request wrote nothing). */
export async function counts(t: TestServer) {
  const db = t.deps.db.kysely;
  const n = async (table: 'users' | 'memberships' | 'user_roles' | 'invitations' | 'invite_links' | 'audit_log' | 'mail_outbox') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await n('users'),
    memberships: await n('memberships'),
    userRoles: await n('user_roles'),
    invitations: await n('invitations'),
    inviteLinks: await n('invite_links'),
    audit: await n('audit_log'),
    mail: await n('mail_outbox'),
  };
}
