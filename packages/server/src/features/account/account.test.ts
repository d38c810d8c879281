import { LOGO_MAX_BYTES } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, expectError, memberOf, newTenantAdmin, rowCounts, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';

const SETTINGS = '/tenants/resources/account-settings/v1';
const ADMIN_BOX = '/metadata/admin-box';
/** A real 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;

describe('account settings and the custom login box', () => {
  let t: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await newTenantAdmin(t);
  });
  afterAll(() => t.close());

  const tenantRow = () => t.deps.db.kysely.selectFrom('tenants').selectAll().where('id', '=', admin.tenantId).executeTakeFirstOrThrow();

  it('reads and changes the settings tab, audited by field', async () => {
    const before = await call(t, admin, 'GET', SETTINGS);
    expect(before.body).toEqual({ tenantId: admin.tenantId, name: 'Acme Corp', hasCustomLogin: false });
    const body = {
      name: 'Acme Europe',
      address: '1 Rue de Rivoli, Paris',
      website: 'https://acme.example.com',
      timezone: 'Europe/Paris',
      currency: 'eur',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      logo: PNG,
    };
    const r = await call(t, admin, 'PUT', SETTINGS, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ tenantId: admin.tenantId, ...body, currency: 'EUR', hasCustomLogin: false });
    expect((await call(t, admin, 'GET', SETTINGS)).body).toEqual(r.body);
    expect(await tenantRow()).toMatchObject({
      name: 'Acme Europe',
      timezone: 'Europe/Paris',
      currency: 'EUR',
      date_format: 'DD/MM/YYYY',
      logo: PNG,
      website: 'https://acme.example.com',
    });
    const [row] = await auditRows(t, 'account.settings_updated', admin.tenantId);
    expect(row).toMatchObject({ actor_id: admin.userId, tenant_id: admin.tenantId, ip: '127.0.0.1' });
    // Field names only: the logo's bytes are not copied into the audit log.
    expect(JSON.parse(row!.data)).toEqual({
      fields: ['name', 'address', 'website', 'timezone', 'dateFormat', 'timeFormat', 'currency', 'logo'],
    });
    // The tenant as the current user sees it follows.
    const tenants = await call(t, admin, 'GET', '/identity/resources/users/v3/me/tenants');
    expect(tenants.body.activeTenant).toMatchObject({ name: 'Acme Europe', timezone: 'Europe/Paris', currency: 'EUR' });

    // Unchanged values are no change (no audit row); null clears a field.
    await call(t, admin, 'PUT', SETTINGS, { timezone: 'Europe/Paris' });
    expect(await auditRows(t, 'account.settings_updated', admin.tenantId)).toHaveLength(1);
    const cleared = await call(t, admin, 'PUT', SETTINGS, { logo: null, address: null, timezone: 'UTC' });
    expect(cleared.body).not.toHaveProperty('logo');
    expect(cleared.body).not.toHaveProperty('address');
    expect(cleared.body).toMatchObject({ timezone: 'UTC' });
  });

  it('refuses bad settings with 4xx in the §8 format and changes nothing', async () => {
    const before = await tenantRow();
    const audits = await rowCounts(t, ['audit_log']);
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1]!, 'base64'), Buffer.alloc(LOGO_MAX_BYTES)]).toString('base64')}`;
    const jpegAsPng = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1]).toString('base64')}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ timezone: 'Mars/Olympus_Mons' }, 'timezone'],
      [{ timezone: '' }, 'timezone'],
      [{ currency: 'ABC' }, 'currency'],
      [{ currency: 'EURO' }, 'currency'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ website: 'ftp://files.example.com' }, 'website'],
      [{ website: 'https://user:pw@acme.example.com' }, 'website'],
      [{ logo: SVG }, 'logo'],
      [{ logo: 'https://cdn.example.com/logo.png' }, 'logo'],
      [{ logo: jpegAsPng }, 'logo'],
      [{ logo: 'data:image/png;base64,not base64!' }, 'logo'],
      [{ dateFormat: '<script>' }, 'dateFormat'],
      [{ name: '' }, 'name'],
      [{ applicationUrl: 'https://evil.example/landing' }, 'applicationUrl'],
      [{ loginUrl: '//evil.example/login' }, 'loginUrl'],
      [{ name: 'Fine', timezone: 'Nowhere/Land' }, 'timezone'],
    ];
    for (const [body, field] of cases) {
      const r = await call(t, admin, 'PUT', SETTINGS, body);
      expectError(r, 400, 'request.invalid');
      expect(r.body.errors!.join(' '), JSON.stringify(body)).toContain(field);
    }
    // Larger than the logo limit: refused by size (413 when it passes the body limit too).
    expect([400, 413]).toContain((await call(t, admin, 'PUT', SETTINGS, { logo: big })).status);
    expect(await tenantRow()).toEqual(before);
    expect(await rowCounts(t, ['audit_log'])).toEqual(audits);
  });

  it('takes custom-login URLs on trusted origins and serves them before sign-in by login alias', async () => {
    const r = await call(t, admin, 'PUT', SETTINGS, {
      applicationUrl: 'http://localhost:5173/app?tenant=acme',
      loginUrl: 'http://localhost:5173/login',
    });
    expect(r.body).toMatchObject({
      applicationUrl: 'http://localhost:5173/app?tenant=acme',
      loginUrl: 'http://localhost:5173/login',
      hasCustomLogin: true,
    });
    await t.deps.db.kysely.updateTable('tenants').set({ alias: 'acme' }).where('id', '=', admin.tenantId).execute();
    const byAlias = await t.request('GET', `${SETTINGS}/public`, { headers: { 'frontegg-login-alias': 'acme' } });
    expect(byAlias.status).toBe(200);
    expect(await byAlias.json()).toEqual({
      tenantId: admin.tenantId,
      applicationUrl: 'http://localhost:5173/app?tenant=acme',
      loginUrl: 'http://localhost:5173/login',
    });
    expect((await call(t, admin, 'GET', `${SETTINGS}/public`)).body).toMatchObject({ tenantId: admin.tenantId });
    expectError(await call(t, null, 'GET', `${SETTINGS}/public`), 404, 'tenant.not_found');
    const unknown = await t.request('GET', `${SETTINGS}/public`, { headers: { 'frontegg-login-alias': 'nobody' } });
    expect(unknown.status).toBe(404);
  });

  it("edits the custom login box with actions, and refuses 'No changes to update'", async () => {
    expect((await call(t, admin, 'GET', ADMIN_BOX)).body).toEqual({ configuration: {}, updatedAt: null });
    const actions = [
      { type: 'themeV2/loginBox/boxStyle/backgroundColor', payload: '#ffffff' },
      { type: 'localizations/en/login/title', payload: 'Welcome to Acme' },
    ];
    const r = await call(t, admin, 'POST', ADMIN_BOX, { actions });
    expect(r.status).toBe(200);
    expect(r.body.configuration).toEqual({
      themeV2: { loginBox: { boxStyle: { backgroundColor: '#ffffff' } } },
      localizations: { en: { login: { title: 'Welcome to Acme' } } },
    });
    expect((await call(t, admin, 'GET', ADMIN_BOX)).body).toEqual(r.body);
    expect(await auditRows(t, 'account.login_box_updated', admin.tenantId)).toHaveLength(1);
    const stored = () =>
      t.deps.db.kysely.selectFrom('admin_box_metadata').selectAll().where('tenant_id', '=', admin.tenantId).executeTakeFirstOrThrow();
    const before = await stored();
    for (const body of [
      { actions },
      { actions: [] },
      { actions: [{ type: 'localizations/en/login/title', payload: 'Welcome to Acme' }] },
    ]) {
      const same = await call(t, admin, 'POST', ADMIN_BOX, body);
      expectError(same, 400, 'account.no_changes');
      expect(same.body.errors).toEqual(['No changes to update']);
    }
    for (const body of [
      { actions: [{ type: '__proto__/polluted', payload: true }] },
      { actions: [{ type: 'a//b', payload: 1 }] },
      { actions: [{ type: 'x'.repeat(65), payload: 1 }] },
      {},
    ]) {
      expectError(await call(t, admin, 'POST', ADMIN_BOX, body), 400, 'request.invalid');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await stored()).toEqual(before);
    expect(await auditRows(t, 'account.login_box_updated', admin.tenantId)).toHaveLength(1);
    // A null payload removes the leaf.
    const removed = await call(t, admin, 'POST', ADMIN_BOX, { actions: [{ type: 'localizations/en/login/title', payload: null }] });
    expect(removed.body.configuration).toEqual({
      themeV2: { loginBox: { boxStyle: { backgroundColor: '#ffffff' } } },
      localizations: { en: { login: {} } },
    });
  });

  it('answers 403 to members without the permission', async () => {
    const noRoles = await memberOf(t, admin.tenantId);
    const readOnly = await memberOf(t, admin.tenantId, ['ReadOnly']);
    for (const path of [SETTINGS, ADMIN_BOX]) {
      expectError(await call(t, noRoles, 'GET', path), 403, 'auth.forbidden');
      expect((await call(t, readOnly, 'GET', path)).status).toBe(200);
    }
    const before = await tenantRow();
    const counts = await rowCounts(t, ['admin_box_metadata', 'audit_log']);
    for (const caller of [noRoles, readOnly]) {
      expectError(await call(t, caller, 'PUT', SETTINGS, { name: 'Hijacked' }), 403, 'auth.forbidden');
      expectError(await call(t, caller, 'POST', ADMIN_BOX, { actions: [{ type: 'a', payload: 1 }] }), 403, 'auth.forbidden');
    }
    expectError(await call(t, null, 'GET', SETTINGS), 401);
    expect(await tenantRow()).toEqual(before);
    expect(await rowCounts(t, ['admin_box_metadata', 'audit_log'])).toEqual(counts);
  });

  it("gives an admin of another tenant only their own tenant's settings", async () => {
    await call(t, admin, 'PUT', SETTINGS, { address: 'marker-acct-55e street' });
    await call(t, admin, 'POST', ADMIN_BOX, { actions: [{ type: 'marker', payload: 'marker-box-55e' }] });
    const other = await newTenantAdmin(t);
    const footprint = [admin.tenantId, 'marker-acct-55e', 'marker-box-55e', 'Acme Europe'];
    const answers = [
      await call(t, other, 'GET', SETTINGS),
      await call(t, other, 'GET', ADMIN_BOX),
      await call(t, other, 'PUT', SETTINGS, { name: 'Other Corp' }),
      await call(t, other, 'POST', ADMIN_BOX, { actions: [{ type: 'marker', payload: 'theirs' }] }),
      await call(t, other, 'GET', `${SETTINGS}/public`),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      for (const f of footprint) expect(JSON.stringify(a.body)).not.toContain(f);
    }
    expect(answers[0]!.body.tenantId).toBe(other.tenantId);
    expect((await tenantRow()).address).toBe('marker-acct-55e street');
    expect((await call(t, admin, 'GET', ADMIN_BOX)).body.configuration).toMatchObject({ marker: 'marker-box-55e' });
  });
});
