import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';
import { setLoginPhone } from '../../../test/set-login-phone';

const AUTH = '/identity/resources/auth/v1';
const PRELOGIN = `${AUTH}/passwordless/smscode/prelogin`;
const POSTLOGIN = `${AUTH}/passwordless/SmsCode/postlogin`;

describe('passwordless sign-in by SMS code, and the dev SMS outbox', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const setPolicy = async (body: Record<string, unknown>) => {
    const res = await t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
      token: (await vendorSession(t)).token,
      body,
    });
    expect(res.status).toBe(200);
  };
  let phoneSeq = 0;
  const withPhone = async () => {
    const u = await signUpAndActivate(t);
    const phone = `+1415555${String(1000 + phoneSeq++).padStart(4, '0')}`;
    await setLoginPhone(t, u.accessToken, phone);
    return { ...u, phone };
  };
  const smsTo = async (phone: string) => {
    const res = await t.request('GET', `/dev/sms.json?to=${encodeURIComponent(phone)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { to: string; kind: string; text: string; codes: string[] }[];
  };

  it('refuses SMS codes while neither the main nor the quick-login strategy enables them', async () => {
    await setPolicy({ authStrategy: 'EmailAndPassword' });
    const res = await t.request('POST', PRELOGIN, { body: { phoneNumber: '+14155550000' } });
    expect((await errorOf(res)).errorCode).toBe('passwordless.strategy_disabled');
  });

  it('texts a code to the phone on the account (by email) that signs the user in once', async () => {
    await setPolicy({ authStrategy: 'SmsCode' });
    const u = await withPhone();
    const res = await t.request('POST', PRELOGIN, { body: { email: u.email, username: '' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    // Asked by email, the answer does not show the number (it would tell that the account exists).
    expect(body).toEqual({ otcToken: expect.any(String) });
    const sms = (await smsTo(u.phone)).find((m) => m.kind === 'passwordless_code');
    expect(sms).toMatchObject({ to: u.phone, kind: 'passwordless_code' });
    expect(sms!.codes[0]).toMatch(/^\d{6}$/);
    const login = await t.request('POST', POSTLOGIN, { body: { token: sms!.codes[0], otcToken: body.otcToken } });
    expect(login.status).toBe(200);
    expect((await login.json()).accessToken).toEqual(expect.any(String));
    const again = await t.request('POST', POSTLOGIN, { body: { token: sms!.codes[0], otcToken: body.otcToken } });
    expect(again.status).toBe(400);
  });

  it('quick SMS login: by phone number, with the masked number in the answer, as a secondary strategy', async () => {
    await setPolicy({ authStrategy: 'EmailAndPassword', secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: true }] });
    const u = await withPhone();
    const res = await t.request('POST', PRELOGIN, { body: { phoneNumber: u.phone } });
    const body = await res.json();
    expect(body.phoneNumber).toMatch(/^\+1•+\d{4}$/);
    expect(body.phoneNumber.endsWith(u.phone.slice(-4))).toBe(true);
    const sms = (await smsTo(u.phone)).find((m) => m.kind === 'passwordless_code');
    const parallel = await Promise.all(
      [0, 1].map(() => t.request('POST', POSTLOGIN, { body: { token: sms!.codes[0], otcToken: body.otcToken } })),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 400]);
    await setPolicy({ secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: false }] });
  });

  it('answers an unknown number and an account without a phone like a known one, and texts nobody', async () => {
    await setPolicy({ authStrategy: 'SmsCode' });
    const known = await withPhone();
    const noPhone = await signUpAndActivate(t);
    const a = await (await t.request('POST', PRELOGIN, { body: { phoneNumber: known.phone } })).json();
    const b = await (await t.request('POST', PRELOGIN, { body: { phoneNumber: '+14155559999' } })).json();
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.phoneNumber).toBe('+1••••••9999');
    const c = await t.request('POST', PRELOGIN, { body: { email: noPhone.email } });
    expect(c.status).toBe(200);
    expect(Object.keys(await c.json())).toEqual(['otcToken']);
    expect(await smsTo('+14155559999')).toEqual([]);
  });

  it('the outbox page is served outside production and not mounted in production', async () => {
    const page = await t.request('GET', '/dev/sms');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dev SMS outbox');
    const prod = await createTestServer({
      config: { nodeEnv: 'production', publicUrl: 'https://id.example.com', appUrl: 'https://app.example.com' },
    });
    try {
      expect((await prod.request('GET', '/dev/sms.json')).status).toBe(404);
      expect((await prod.request('GET', '/dev/sms')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
