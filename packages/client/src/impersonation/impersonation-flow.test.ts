import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginFlow } from '../flows/login-flow';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { createImpersonationFlow } from './impersonation-flow';

const IMPERSONATE = '/identity/resources/impersonation/v1';
const TAB_TENANT = 'FRONTEGG_SEPARATE_TABS_BY_TENANT';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('impersonation flow (spec 000 §4.6)', () => {
  it('impersonating → success → refresh after 1000 ms → reset and go to the signed-in page', async () => {
    const { client, fake, location } = createTestClient({ url: 'https://app.example.com/account/impersonate?userId=member-1' });
    fake.on('POST', paths.refresh, loginAnswer({ sub: 'admin-1' }), loginAnswer({ sub: 'member-1', act: { sub: 'admin-1' } }));
    fake.on('POST', IMPERSONATE, { body: { accessToken: 'x', tokenType: 'Bearer', refreshToken: 'r', expiresIn: 600, expires: 'now' } });
    await client.refresh();
    const actorToken = client.getAccessToken();
    const flow = createImpersonationFlow(client);
    await flow.impersonate({ impersonatedUserId: 'member-1' });
    expect(fake.calls(IMPERSONATE)[0]?.body).toEqual({ impersonatedUserId: 'member-1', actorToken });
    expect(flow.getState()).toEqual({ step: 'success', loading: false });
    expect(fake.calls(paths.refresh)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.calls(paths.refresh)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls(paths.refresh)).toHaveLength(2);
    expect((client.session.getState().user as { act?: { sub: string } }).act).toEqual({ sub: 'admin-1' });
    expect(flow.getState().step).toBe('impersonating');
    expect(new URL(location.href).pathname).toBe('/');
  });

  it('shows the server message and stays when refused', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer());
    fake.on('POST', IMPERSONATE, {
      status: 403,
      body: { errors: ['You cannot impersonate this user'], errorCode: 'impersonation.not_allowed' },
    });
    await client.refresh();
    const flow = createImpersonationFlow(client);
    await flow.impersonate({ impersonatedUserId: 'member-1' });
    expect(flow.getState()).toEqual({ step: 'impersonating', loading: false, error: 'You cannot impersonate this user' });
  });
});

describe('session per tenant (spec 000 §4.7)', () => {
  it('sends the tab tenant on refresh, keeps the token tenant, and forgets a refused tenant', async () => {
    const { client, fake } = createTestClient({ sessionPerTenant: true });
    client.sessionStorage.setItem(TAB_TENANT, 'tenant-gone');
    fake.on(
      'POST',
      paths.refresh,
      { status: 403, body: { errors: ['You are not a member of this account'], errorCode: 'auth.tenant_forbidden' } },
      loginAnswer({ tenantId: 'tenant-2' }),
    );
    expect(await client.refresh()).toBe(true);
    expect(fake.calls(paths.refresh).map((c) => c.body)).toEqual([{ tenantId: 'tenant-gone' }, { tenantId: null }]);
    expect(client.sessionStorage.getItem(TAB_TENANT)).toBe('tenant-2');
    expect(client.session.getState().user?.tenantId).toBe('tenant-2');
    expect(client.session.getState().activeTenant?.tenantId).toBe('tenant-2');
  });

  it('switching tenant moves only this tab: no account-wide switch, a refresh naming the tenant', async () => {
    const { client, fake } = createTestClient({ sessionPerTenant: true });
    fake.on('POST', paths.refresh, loginAnswer({ tenantId: 'tenant-1' }), loginAnswer({ tenantId: 'tenant-2' }));
    await client.refresh();
    await client.switchTenant('tenant-2');
    expect(fake.calls(paths.switchTenant)).toHaveLength(0);
    expect(fake.calls(paths.refresh)[1]?.body).toEqual({ tenantId: 'tenant-2' });
    expect(client.sessionStorage.getItem(TAB_TENANT)).toBe('tenant-2');
  });

  it('without the option the refresh sends tenantId null and nothing is stored', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.refresh, loginAnswer());
    await client.refresh();
    expect(fake.calls(paths.refresh)[0]?.body).toEqual({ tenantId: null });
    expect(client.sessionStorage.getItem(TAB_TENANT)).toBeNull();
  });

  it('silent logout ends the session without navigating and calls back after 500 ms', async () => {
    const { client, fake, location } = createTestClient({ sessionPerTenant: true, url: 'https://app.example.com/reports' });
    fake.on('POST', paths.refresh, loginAnswer()).on('POST', paths.logout, { body: {} });
    await client.refresh();
    const callback = vi.fn();
    await client.silentLogout(callback);
    expect(fake.calls(paths.logout)).toHaveLength(1);
    expect(client.session.getState().status).toBe('unauthenticated');
    expect(client.sessionStorage.getItem(TAB_TENANT)).toBeNull();
    expect(location.href).toBe('https://app.example.com/reports');
    await vi.advanceTimersByTimeAsync(499);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('breached password step (spec 000 §4.1 step 7)', () => {
  it('a withheld session goes to breachedPassword; the reset mails the sign-in email and shows breachedPasswordSuccess', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.ssoPrelogin, { body: {} });
    fake.on('POST', paths.login, { body: { mfaRequired: false, isBreachedPassword: true, userEmail: 'ada@example.com' } });
    fake.on('POST', paths.forgotPassword, { body: {} });
    const flow = createLoginFlow(client);
    await flow.preLogin('ada@example.com');
    await flow.login({ password: 'passwordpassword' });
    expect(flow.getState().step).toBe('breachedPassword');
    expect(client.session.getState().status).not.toBe('authenticated');
    await flow.resetBreachedPassword();
    expect(fake.calls(paths.forgotPassword)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(flow.getState().step).toBe('breachedPasswordSuccess');
  });

  it('a session answer with the flag off signs in as usual', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.ssoPrelogin, { body: {} });
    fake.on('POST', paths.login, loginAnswer({}, { isBreachedPassword: true }));
    const flow = createLoginFlow(client);
    await flow.preLogin('ada@example.com');
    await flow.login({ password: 'passwordpassword' });
    expect(flow.getState().step).toBe('success');
  });
});
