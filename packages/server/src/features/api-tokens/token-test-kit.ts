import { randomBytes } from 'node:crypto';
import { createApp } from '../../app';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import { createTestServer, vendorSession, type TestServer } from '../../../test/harness';
import { seedMatrixTenant, type MatrixTenant, type MatrixUser } from '../../../test/gates/matrix-tenant';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** Paths of the API token endpoints (wire-compat §3.6, §2.1, §4.4). */
export const P = {
  userCc: '/identity/resources/users/api-tokens/v1',
  tenantCc: '/identity/resources/tenants/api-tokens/v1',
  tenantCcCreate: '/identity/resources/tenants/api-tokens/v2',
  userAt: '/identity/resources/users/access-tokens/v1',
  tenantAt: '/identity/resources/tenants/access-tokens/v1',
  exchange: '/identity/resources/auth/v1/api-token',
  me: '/identity/resources/auth/v1/api-token/me',
  activeUser: '/identity/resources/vendor-only/users/access-tokens/v1/active',
  activeTenant: '/identity/resources/vendor-only/tenants/access-tokens/v1/active',
  vendorUser: '/identity/resources/vendor-only/users/access-tokens/v1',
  vendorTenant: '/identity/resources/vendor-only/tenants/access-tokens/v1',
  authPolicy: '/identity/resources/configurations/v1/vendor/auth-policy',
} as const;

/** Two tenants made through sign-up and activation, their users signed in with their passwords, and a vendor token. */
export interface TokenKit {
  t: TestServer;
  A: MatrixTenant;
  B: MatrixTenant;
  vendor: string;
  /** A fresh session access token of a user in its tenant (password sign-in). */
  signIn(user: MatrixUser): Promise<string>;
  /** Sets the vendor's machine-to-machine policy (PUT …/vendor/auth-policy). */
  policy(patch: { machineToMachineAuthStrategy?: 'ClientCredentials' | 'AccessToken'; apiTokensEnabled?: boolean }): Promise<void>;
  /** A member of tenant A holding a custom role with exactly `permissionKeys` (fixture, as an accepted invitation leaves it). */
  memberWith(permissionKeys: string[]): Promise<{ user: MatrixUser; roleId: string }>;
  /** Id of a seeded vendor role by key. */
  roleId(key: string): Promise<string>;
  close(): Promise<void>;
}

/** Stands the kit up on the suite's database (SQLite, or PostgreSQL with GATEHOUSE_TEST_DB=postgres). */
export async function createTokenKit(config: Record<string, unknown> = {}): Promise<TokenKit> {
  const t = await createTestServer({ config });
  const app = createApp(t.deps);
  const A = await seedMatrixTenant(app, t.deps, 'A');
  const B = await seedMatrixTenant(app, t.deps, 'B');
  const { token: vendor } = await vendorSession(t);
  const db = t.deps.db.kysely;
  const roleId = async (key: string) =>
    (await db.selectFrom('roles').select('id').where('key', '=', key).where('tenant_id', 'is', null).executeTakeFirstOrThrow()).id;
  return {
    t,
    A,
    B,
    vendor,
    roleId,
    async signIn(user) {
      const res = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: user.email, password: user.password } });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { accessToken: string }).accessToken;
    },
    async policy(patch) {
      const res = await t.request('PUT', P.authPolicy, { token: vendor, body: patch });
      if (res.status !== 200) throw new Error(`policy failed: ${res.status} ${await res.text()}`);
    },
    async memberWith(permissionKeys) {
      const now = iso(t.clock.now());
      const id = newId();
      const roleId = newId();
      const email = `custom.${randomBytes(4).toString('hex')}@a-corp.example.com`;
      const password = 'correct horse battery staple';
      await db
        .insertInto('roles')
        .values({
          id: roleId,
          vendor_id: DEFAULT_VENDOR_ID,
          tenant_id: A.id,
          key: `custom-${roleId.slice(0, 8)}`,
          name: 'Custom',
          description: null,
          is_default: 0,
          level: 0,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const perms = await db.selectFrom('permissions').select('id').where('key', 'in', permissionKeys).execute();
      if (perms.length)
        await db
          .insertInto('role_permissions')
          .values(perms.map((p) => ({ role_id: roleId, permission_id: p.id })) as never)
          .execute();
      await db
        .insertInto('users')
        .values({
          id,
          vendor_id: DEFAULT_VENDOR_ID,
          email,
          name: 'Custom',
          password_hash: await t.deps.passwords.hash(password),
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
          active_tenant_id: A.id,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      await db
        .insertInto('memberships')
        .values({ user_id: id, tenant_id: A.id, activated: 1, created_at: now } as never)
        .execute();
      await db.insertInto('user_roles').values({ user_id: id, tenant_id: A.id, role_id: roleId }).execute();
      return { user: { id, email, password, permissions: permissionKeys }, roleId };
    },
    close: () => t.close(),
  };
}

/** Decodes a JWT's payload (no verification: the server verified it; tests read what it says). */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
