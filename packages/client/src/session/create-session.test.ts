import { storageKeys } from '@gatehouse/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { fakeMe, fakeMeTenants, paths } from '../test-utils/fixtures';
import { createLoginFlow } from '../flows/login-flow';
import { MIN_REFRESH_DELAY_MS, refreshDelay } from './refresh-delay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('user merge (wire-compat §1.13)', () => {
  it('merges login answer, then token claims, then /me (later wins) and loads tenants', async () => {
    const { client, fake, storage } = createTestClient();
    fake.on('GET', paths.me, { body: fakeMe({ name: 'From Me', tenantId: 'tenant-from-me' }) });
    const answer = loginAnswer(
      { name: 'From Claims', tenantId: 'tenant-from-claims', email_verified: true, customClaim: 'claim' },
      { tenantId: 'tenant-from-login', userEmail: 'login@example.com' },
    ).body;
    const user = await client.completeLogin(answer);
    expect(user?.name).toBe('From Me');
    expect(user?.tenantId).toBe('tenant-from-me');
    expect(user?.email_verified).toBe(true);
    expect((user as Record<string, unknown>).customClaim).toBe('claim');
    expect(user?.userEmail).toBe('login@example.com');
    expect(user?.accessToken).toBe(answer.accessToken);
    expect(user?.expiresIn).toBe(600);
    const state = client.session.getState();
    expect(state.status).toBe('authenticated');
    expect(state.user).toBe(user);
    expect(state.tenants.map((t) => t.name)).toEqual(['Acme', 'Globex']);
    expect(state.activeTenant?.name).toBe('Acme');
    expect(storage.getItem(storageKeys.userId)).toBe('user-1');
    // /me and tenants are asked in parallel.
    expect(fake.requests.map((r) => r.path)).toEqual([paths.me, paths.meTenants]);
  });

  it('claims override the login answer when /me does not carry the field', async () => {
    const { client } = createTestClient();
    const user = await client.completeLogin(loginAnswer({ amr: ['pwd'] }, { amr: ['old'] }).body);
    expect(user?.amr).toEqual(['pwd']);
  });

  it('returns null and loads nothing for an answer without an access token', async () => {
    const { client, fake } = createTestClient();
    const user = await client.completeLogin({ mfaRequired: true, mfaToken: 'mfa' });
    expect(user).toBeNull();
    expect(fake.requests).toHaveLength(0);
    expect(client.session.getState().status).toBe('loading');
  });

  it('derives expiresIn from the token when the answer lacks it', async () => {
    const { client } = createTestClient();
    const nowSeconds = Date.now() / 1000;
    const user = await client.completeLogin(loginAnswer({ exp: nowSeconds + 120 }, { expiresIn: undefined }).body);
    expect(user?.expiresIn).toBeCloseTo(120, 0);
  });

  it('retries the profile 3 times, 2000 ms apart (spec §4.7)', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', paths.me, { status: 500, body: { errors: ['down'] } }, { status: 500, body: { errors: ['down'] } }, { body: fakeMe() });
    const pending = client.completeLogin(loginAnswer().body);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls(paths.me)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fake.calls(paths.me)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls(paths.me)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.calls(paths.me)).toHaveLength(3);
    await expect(pending).resolves.toMatchObject({ id: 'user-1' });
  });

  it('gives up after the third failed profile load and drops the token', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', paths.me, { status: 500, body: { errors: ['still down'] } });
    const pending = client.completeLogin(loginAnswer().body);
    const outcome = expect(pending).rejects.toThrow('still down');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(fake.calls(paths.me)).toHaveLength(3);
    expect(client.getAccessToken()).toBeUndefined();
  });
});

describe('refresh (spec §4.7, wire-compat §2.3)', () => {
  it('init refreshes from the cookie with tenantId null and loads public config in parallel', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer());
    await client.init();
    expect(fake.calls(paths.refresh)[0]?.body).toEqual({ tenantId: null });
    expect(fake.calls(paths.refresh)[0]?.credentials).toBe('include');
    expect(client.session.getState().status).toBe('authenticated');
    const order = fake.requests.map((r) => r.path);
    expect(order.slice(0, 4)).toEqual([paths.refresh, paths.publicConfiguration, paths.publicAuthStrategies, paths.vendorPublic]);
  });

  it('init runs once', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, { status: 401, body: { errors: ['Unauthenticated'] } });
    await Promise.all([client.init(), client.init()]);
    await client.init();
    expect(fake.calls(paths.refresh)).toHaveLength(1);
  });

  it.each([401, 403])('a %i answer means signed out, without an error', async (status) => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, { status, body: { errors: ['no session'] } });
    await client.init();
    expect(client.session.getState()).toMatchObject({ status: 'unauthenticated', user: null, error: undefined });
  });

  it('any other failure also clears the user, keeping the message', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer(), { status: 500, body: { errors: ['boom'] } });
    await client.refresh();
    expect(client.session.getState().status).toBe('authenticated');
    await client.refresh();
    expect(client.session.getState()).toMatchObject({
      status: 'unauthenticated',
      user: null,
      tenants: [],
      activeTenant: null,
      error: 'boom',
    });
    expect(client.getAccessToken()).toBeUndefined();
  });

  it('a refresh answer without a token clears the user', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, { body: { mfaRequired: true, mfaToken: 'x' } });
    expect(await client.refresh()).toBe(false);
    expect(client.session.getState().status).toBe('unauthenticated');
  });

  it('concurrent refreshes share one request', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer());
    await Promise.all([client.refresh(), client.refresh()]);
    expect(fake.calls(paths.refresh)).toHaveLength(1);
  });

  it('schedules the next refresh at 80% of expiresIn, at least 5 s, capped', () => {
    expect(refreshDelay(600)).toBe(480_000);
    expect(refreshDelay(1)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelay(Number.NaN)).toBe(MIN_REFRESH_DELAY_MS);
    expect(refreshDelay(10 ** 12)).toBe(2_147_483_647);
  });

  it('refreshes before expiry, and a failed scheduled refresh clears the user', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer({}, { expiresIn: 100 }), loginAnswer({}, { expiresIn: 100 }), {
      status: 401,
      body: { errors: ['expired'] },
    });
    await client.init();
    expect(fake.calls(paths.refresh)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(79_999);
    expect(fake.calls(paths.refresh)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls(paths.refresh)).toHaveLength(2);
    expect(client.session.getState().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(80_000);
    expect(fake.calls(paths.refresh)).toHaveLength(3);
    expect(client.session.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(fake.calls(paths.refresh)).toHaveLength(3);
  });
});

describe('tenant switch and logout', () => {
  it('switchTenant puts the tenant then refreshes', async () => {
    const { client, fake } = createTestClient();
    const switched = { ...fakeMeTenants(), activeTenant: fakeMeTenants().tenants[1]! };
    fake
      .on('POST', paths.refresh, loginAnswer(), loginAnswer({ tenantId: 'tenant-2' }))
      .on('PUT', paths.switchTenant, { body: {} })
      .on('GET', paths.meTenants, { body: fakeMeTenants() }, { body: switched });
    await client.init();
    await client.switchTenant('tenant-2');
    expect(fake.calls(paths.switchTenant)[0]?.body).toEqual({ tenantId: 'tenant-2' });
    const order = fake.requests.map((r) => r.path);
    expect(order.indexOf(paths.switchTenant)).toBeLessThan(order.lastIndexOf(paths.refresh));
    expect(client.session.getState().activeTenant?.name).toBe('Globex');
  });

  it('a switch into a tenant whose policy forces MFA keeps the session and continues at the login MFA step (decision 0032)', async () => {
    const navigated: string[] = [];
    const { client, fake } = createTestClient({ navigate: (url) => navigated.push(url) });
    const mfaStep = {
      mfaRequired: true,
      mfaToken: 'mfa-token',
      mfaEnrolled: true,
      userEmail: 'ada@example.com',
      mfaDevices: { authenticators: [{ id: 'app-1' }], emails: [], phones: [], webauthn: [] },
    };
    fake.on('POST', paths.refresh, loginAnswer(), { body: mfaStep }).on('PUT', paths.switchTenant, { body: {} });
    await client.init();
    const before = client.session.getState().user;
    await client.switchTenant('tenant-2');
    // Still signed in where the server left the session, and sent to the login route.
    expect(client.session.getState()).toMatchObject({ status: 'authenticated', user: before });
    expect(navigated).toEqual(['/account/login']);
    // The login flow created there starts at the MFA step with that answer.
    const flow = createLoginFlow(client);
    expect(flow.getState()).toMatchObject({ step: 'loginWithTwoFactor', email: 'ada@example.com', mfa: mfaStep });
    // Only once: the next login screen starts afresh.
    expect(createLoginFlow(client).getState().step).toBe('preLogin');
  });

  it('a failed switch keeps the session and reports the error', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer()).on('PUT', paths.switchTenant, { status: 404, body: { errors: ['Tenant not found'] } });
    await client.init();
    await expect(client.switchTenant('nope')).rejects.toThrow('Tenant not found');
    expect(client.session.getState()).toMatchObject({ status: 'authenticated', error: 'Tenant not found' });
  });

  it('logout calls the server, ignores its errors, clears state, storage and timers', async () => {
    const { client, fake, storage } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer()).on('POST', paths.logout, { status: 500, text: 'down' });
    await client.init();
    await client.logout();
    expect(fake.calls(paths.logout)).toHaveLength(1);
    expect(client.session.getState()).toMatchObject({ status: 'unauthenticated', user: null, tenants: [], activeTenant: null });
    expect(storage.getItem(storageKeys.userId)).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000_000);
    expect(fake.calls(paths.refresh)).toHaveLength(1);
  });

  it('an answer arriving after logout does not sign the user back in', async () => {
    const { client, fake } = createTestClient();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.on('POST', paths.logout, { body: {} }).on('GET', paths.me, async () => {
      await gate;
      return { body: fakeMe() };
    });
    const pending = client.completeLogin(loginAnswer().body);
    await client.logout();
    release();
    await expect(pending).resolves.toBeNull();
    expect(client.session.getState().status).toBe('unauthenticated');
    expect(client.getAccessToken()).toBeUndefined();
  });
});
