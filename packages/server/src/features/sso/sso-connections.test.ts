import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, expectError, memberOf, newTenantAdmin, rowCounts, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { createConnection, SSO } from '../../../test/sso-kit';

const ROLES = '/identity/resources/roles/v1';
const SSO_TABLES = [
  'sso_connections',
  'sso_domains',
  'sso_connection_roles',
  'sso_group_mappings',
  'sso_group_mapping_roles',
  'audit_log',
] as const;

describe('SSO connections: the admin API', () => {
  let t: TestServer;
  let admin: Caller;
  let other: Caller;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await newTenantAdmin(t);
    other = await newTenantAdmin(t);
  });
  afterAll(() => t.close());

  const newRole = async (caller: Caller, key: string, permissions: string[] = []) => {
    const r = await call(t, caller, 'POST', ROLES, { key, name: key, permissions });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return (r.body as unknown as { id: string }).id;
  };

  it('creates, lists, changes and deletes a connection, with per-connection SP values, audited', async () => {
    const c = await createConnection(t, admin, { type: 'okta', ssoEndpoint: 'https://idp.example.test/sso', enabled: true });
    expect(c).toMatchObject({
      type: 'okta',
      enabled: true,
      ssoEndpoint: 'https://idp.example.test/sso',
      acsUrl: `${t.config.publicUrl}/identity/resources/auth/v1/user/saml/postlogin/${c.id}`,
      spEntityId: `${t.config.publicUrl}/sso/saml/${c.id}`,
      domains: [],
      roleIds: [],
      groups: [],
      oidcSecret: '',
      groupsAttribute: 'groups',
      signRequest: false,
      skipEmailDomainValidation: false,
    });
    const second = await createConnection(t, admin, { type: 'oidc' });
    expect(second.spEntityId).not.toBe(c.spEntityId);
    const list = await call(t, admin, 'GET', SSO);
    expect((list.body as unknown as { id: string }[]).map((x) => x.id).sort()).toEqual([c.id, second.id].sort());

    const patched = await call(t, admin, 'PATCH', `${SSO}/${c.id}`, { signRequest: true, groupsAttribute: 'memberOf', enabled: false });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      signRequest: true,
      groupsAttribute: 'memberOf',
      enabled: false,
      ssoEndpoint: 'https://idp.example.test/sso',
    });
    expect(await auditRows(t, 'sso.connection.created', c.id)).toHaveLength(1);
    const [updated] = await auditRows(t, 'sso.connection.updated', c.id);
    expect(updated).toMatchObject({ actor_id: admin.userId, tenant_id: admin.tenantId, ip: '127.0.0.1', request_id: expect.any(String) });
    expect(JSON.parse(updated!.data)).toEqual({ fields: ['enabled', 'groupsAttribute', 'signRequest'] });

    expect((await call(t, admin, 'DELETE', `${SSO}/${second.id}`)).status).toBe(200);
    expectError(await call(t, admin, 'PATCH', `${SSO}/${second.id}`, { enabled: true }), 404, 'sso.not_found');
    expect(await auditRows(t, 'sso.connection.deleted', second.id)).toHaveLength(1);
    // Also under the reference clients' /frontegg prefix.
    expect((await t.request('GET', `/frontegg${SSO}`, { token: admin.accessToken })).status).toBe(200);
  });

  it('stores the OIDC client secret sealed and never answers it', async () => {
    const secret = 'oidc-client-secret-0123456789';
    const c = await createConnection(t, admin, {
      type: 'oidc',
      oidcClientId: 'client-1',
      oidcSecret: secret,
      oidcIssuer: 'https://op.example.test',
    });
    expect(c).toMatchObject({ oidcClientId: 'client-1', oidcSecret: '********', oidcIssuer: 'https://op.example.test' });
    const row = await t.deps.db.kysely.selectFrom('sso_connections').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await t.deps.sso.lookup.get(c.id))?.oidcClientSecret).toBe(secret);
    // The whole configuration sent back (mask included) keeps the secret; a new value replaces it; '' clears it.
    const all = await call(t, admin, 'GET', SSO);
    const mine = (all.body as unknown as { id: string }[]).find((x) => x.id === c.id)!;
    expect(JSON.stringify(all.body)).not.toContain(secret);
    expect((await call(t, admin, 'PATCH', `${SSO}/${c.id}`, mine)).status).toBe(200);
    expect((await t.deps.sso.lookup.get(c.id))?.oidcClientSecret).toBe(secret);
    await call(t, admin, 'PATCH', `${SSO}/${c.id}`, { oidcSecret: 'rotated-secret-9876543210' });
    expect((await t.deps.sso.lookup.get(c.id))?.oidcClientSecret).toBe('rotated-secret-9876543210');
    expect((await call(t, admin, 'PATCH', `${SSO}/${c.id}`, { oidcSecret: '' })).body).toMatchObject({ oidcSecret: '' });
    expect((await t.deps.sso.lookup.get(c.id))?.oidcClientSecret).toBeNull();
    const oidc = async () => (await call(t, admin, 'GET', '/team/resources/sso/v1/oidc/configurations')).body;
    expect(await oidc()).toEqual({ active: false, redirectUri: `${t.config.appUrl}/account/oidc/callback` });
    await call(t, admin, 'PATCH', `${SSO}/${c.id}`, { enabled: true });
    expect(await oidc()).toMatchObject({ active: true });
    await call(t, admin, 'PATCH', `${SSO}/${c.id}`, { enabled: false });
  });

  it('refuses bad input with a 4xx in the §8 format and writes nothing', async () => {
    const c = await createConnection(t, admin);
    const before = await rowCounts(t, [...SSO_TABLES]);
    const bad: [string, string, unknown, number, string?][] = [
      ['POST', SSO, { type: 'ldap' }, 400],
      ['POST', SSO, { enabled: 'yes' }, 400],
      ['POST', SSO, { ssoEndpoint: 'javascript:alert(1)' }, 400, 'sso.endpoint_invalid'],
      ['POST', SSO, { ssoEndpoint: 'not a url' }, 400, 'sso.endpoint_invalid'],
      ['POST', SSO, { publicCertificate: 'MIIB-not-a-cert' }, 400, 'sso.certificate_invalid'],
      ['POST', SSO, { groupsAttribute: '' }, 400],
      ['PATCH', `${SSO}/${c.id}`, { oidcIssuer: 'ftp://op.example.test' }, 400, 'sso.endpoint_invalid'],
      ['POST', `${SSO}/${c.id}/domains`, { domain: 'not a domain' }, 400, 'sso.domain_invalid'],
      ['POST', `${SSO}/${c.id}/domains`, { domain: '10.0.0.1' }, 400, 'sso.domain_invalid'],
      ['POST', `${SSO}/${c.id}/domains`, { domain: '' }, 400],
      ['PUT', `${SSO}/${c.id}/roles`, { roleIds: 'r1' }, 400],
      ['PUT', `${SSO}/${c.id}/roles`, { roleIds: ['no-such-role'] }, 404, 'role.not_found'],
      ['POST', `${SSO}/${c.id}/groups`, { group: '' }, 400],
      ['POST', `${SSO}/${c.id}/groups`, { group: 'staff', roleIds: ['no-such-role'] }, 404, 'role.not_found'],
      ['POST', `${SSO}/metadata`, { metadata: '' }, 400],
      ['POST', `${SSO}/metadata`, { metadata: '<not-xml' }, 400, 'sso.metadata_invalid'],
    ];
    for (const [method, path, body, status, code] of bad) expectError(await call(t, admin, method, path, body), status, code);
    expect(await rowCounts(t, [...SSO_TABLES])).toEqual(before);
  });

  it('keeps every connection, domain and mapping to its tenant: ids of another tenant answer 404', async () => {
    const c = await createConnection(t, admin);
    const role = await newRole(admin, `sso-own-${Date.now()}`);
    const domain = (await call(t, admin, 'POST', `${SSO}/${c.id}/domains`, { domain: 'isolated.example.test' })).body as unknown as {
      id: string;
    };
    const group = (await call(t, admin, 'POST', `${SSO}/${c.id}/groups`, { group: 'staff', roleIds: [role] })).body as unknown as {
      id: string;
    };
    const foreignRole = await newRole(other, `sso-foreign-${Date.now()}`);
    const before = await rowCounts(t, [...SSO_TABLES]);
    const probes: [string, string, unknown?][] = [
      ['PATCH', `${SSO}/${c.id}`, { enabled: true }],
      ['DELETE', `${SSO}/${c.id}`],
      ['PUT', `${SSO}/${c.id}/metadata`, { metadata: '<x/>' }],
      ['PUT', `${SSO}/${c.id}/metadata-url`, { url: 'https://idp.example.test/metadata' }],
      ['POST', `${SSO}/${c.id}/domains`, { domain: 'stolen.example.test' }],
      ['DELETE', `${SSO}/${c.id}/domains/${domain.id}`],
      ['PUT', `${SSO}/${c.id}/domains/${domain.id}/validate`],
      ['PUT', `/team/resources/sso/v2/configurations/${c.id}/domains/${domain.id}/validate`],
      ['GET', `${SSO}/${c.id}/roles`],
      ['PUT', `${SSO}/${c.id}/roles`, { roleIds: [] }],
      ['GET', `${SSO}/${c.id}/groups`],
      ['POST', `${SSO}/${c.id}/groups`, { group: 'intruders' }],
      ['PATCH', `${SSO}/${c.id}/groups/${group.id}`, { group: 'renamed' }],
      ['DELETE', `${SSO}/${c.id}/groups/${group.id}`],
    ];
    for (const [method, path, body] of probes) {
      const r = await call(t, other, method, path, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('isolated.example.test');
    }
    expect(JSON.stringify((await call(t, other, 'GET', SSO)).body)).not.toContain(c.id);
    // Another tenant's role cannot be mapped either.
    expectError(await call(t, admin, 'PUT', `${SSO}/${c.id}/roles`, { roleIds: [foreignRole] }), 404, 'role.not_found');
    expect(await rowCounts(t, [...SSO_TABLES])).toEqual(before);
  });

  it('reads need fe.secure.read.samlConfiguration and changes fe.secure.write.samlConfiguration', async () => {
    const c = await createConnection(t, admin);
    const member = await memberOf(t, admin.tenantId);
    const reader = await memberOf(t, admin.tenantId, ['ReadOnly']);
    expectError(await call(t, member, 'GET', SSO), 403);
    expectError(await call(t, member, 'GET', `${SSO}/${c.id}/roles`), 403);
    expect((await call(t, reader, 'GET', SSO)).status).toBe(200);
    expectError(await call(t, reader, 'POST', SSO, {}), 403);
    expectError(await call(t, reader, 'PATCH', `${SSO}/${c.id}`, { enabled: true }), 403);
    expectError(await call(t, reader, 'DELETE', `${SSO}/${c.id}`), 403);
    expectError(await call(t, null, 'GET', SSO), 401);
  });

  it('default roles and group mappings name roles of the tenant the administrator may give', async () => {
    const c = await createConnection(t, admin);
    const viewer = await newRole(admin, `sso-viewer-${Date.now()}`);
    const editor = await newRole(admin, `sso-editor-${Date.now()}`);
    const set = await call(t, admin, 'PUT', `${SSO}/${c.id}/roles`, { roleIds: [viewer, editor, viewer] });
    expect(set.body).toEqual({ roleIds: [viewer, editor].sort() });
    expect((await call(t, admin, 'GET', `${SSO}/${c.id}/roles`)).body).toEqual({ roleIds: [viewer, editor].sort() });
    expect(await auditRows(t, 'sso.roles.updated', c.id)).toHaveLength(1);

    const g = await call(t, admin, 'POST', `${SSO}/${c.id}/groups`, { group: 'engineering', roleIds: [editor] });
    expect(g.status).toBe(201);
    const mapping = g.body as unknown as { id: string };
    expect(g.body).toEqual({ id: expect.any(String), group: 'engineering', roleIds: [editor] });
    expectError(await call(t, admin, 'POST', `${SSO}/${c.id}/groups`, { group: 'engineering' }), 409, 'sso.group_exists');
    const renamed = await call(t, admin, 'PATCH', `${SSO}/${c.id}/groups/${mapping.id}`, { group: 'eng', roleIds: [viewer] });
    expect(renamed.body).toEqual({ id: mapping.id, group: 'eng', roleIds: [viewer] });
    expect((await call(t, admin, 'GET', `${SSO}/${c.id}/groups`)).body).toEqual([{ id: mapping.id, group: 'eng', roleIds: [viewer] }]);
    const full = (await t.deps.sso.lookup.get(c.id))!;
    expect(full.groupMappings).toEqual([{ group: 'eng', roleIds: [viewer] }]);
    expect((await call(t, admin, 'DELETE', `${SSO}/${c.id}/groups/${mapping.id}`)).status).toBe(200);
    expectError(await call(t, admin, 'DELETE', `${SSO}/${c.id}/groups/${mapping.id}`), 404, 'sso.group_not_found');

    // A role granting what the administrator does not hold is refused (privilege escalation).
    const manager = await memberOf(t, admin.tenantId, ['ReadOnly']);
    await t.deps.db.kysely
      .insertInto('user_roles')
      .values({ user_id: manager.userId, tenant_id: admin.tenantId, role_id: await adminSsoWriterRole() })
      .execute();
    const { refresh } = await import('../../../test/admin-kit');
    await refresh(t, manager, admin.tenantId);
    const powerful = await newRole(admin, `sso-powerful-${Date.now()}`, ['fe.secure.write.users']);
    expectError(await call(t, manager, 'PUT', `${SSO}/${c.id}/roles`, { roleIds: [powerful] }), 403, 'permission.escalation');
  });

  /** A role of the admin's tenant giving only the SSO permissions. */
  async function adminSsoWriterRole(): Promise<string> {
    return newRole(admin, `sso-writer-${Date.now()}`, ['fe.secure.read.samlConfiguration', 'fe.secure.write.samlConfiguration']);
  }

  it('answers the public "is SSO on" for the tenant named, or for the installation', async () => {
    const fresh = await newTenantAdmin(t);
    const ask = async (query = '', headers: Record<string, string> = {}) =>
      (await (await t.request('GET', `/team/resources/sso/v2/configurations/public${query}`, { headers })).json()) as { isActive: boolean };
    expect(await ask(`?tenantId=${fresh.tenantId}`)).toEqual({ isActive: false });
    const c = await createConnection(t, fresh, { enabled: false });
    expect(await ask(`?tenantId=${fresh.tenantId}`)).toEqual({ isActive: false });
    await call(t, fresh, 'PATCH', `${SSO}/${c.id}`, { enabled: true });
    expect(await ask(`?tenantId=${fresh.tenantId}`)).toEqual({ isActive: true });
    expect(await ask('?tenantId=no-such-tenant')).toEqual({ isActive: false });
    expect(await ask()).toEqual({ isActive: true });
    await t.deps.db.kysely
      .updateTable('tenants')
      .set({ alias: `alias-${fresh.tenantId.slice(0, 8)}` })
      .where('id', '=', fresh.tenantId)
      .execute();
    expect(await ask('', { 'frontegg-login-alias': `alias-${fresh.tenantId.slice(0, 8)}` })).toEqual({ isActive: true });
    expect(await ask('', { 'frontegg-login-alias': 'unknown-alias' })).toEqual({ isActive: false });
  });
});
