import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

/** The remembered-device cookie of a response: its `name=value` pair and attributes. */
const rememberCookieOf = (res: Response) => {
  const line = (res.headers.getSetCookie?.() ?? []).find((s) => /^(__Host-)?gh_mfa_device=/.test(s));
  return line ? { pair: line.split(';')[0]!, attributes: line } : undefined;
};

describe('remember this device', () => {
  let t: TestServer;
  let k: MfaTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit)));

  /** Signs in with a code and rememberDevice: true; answers the cookie set, if any. */
  const rememberedSignIn = async (u: Awaited<ReturnType<typeof k.enrolled>>) => {
    const { mfaToken } = await k.passwordStep(u);
    const res = await t.request('POST', P.verify, { body: { mfaToken, value: u.authenticator.code(), rememberDevice: true } });
    expect(res.status).toBe(200);
    k.nextStep();
    return rememberCookieOf(res);
  };

  it('sets an HttpOnly cookie with a random token stored hashed, for the policy expiry; the next sign-in from that browser skips MFA', async () => {
    const u = await k.enrolled();
    await k.setPolicy(u.accessToken, { enforceMFAType: 'DontForce', allowRememberMe: true, mfaDeviceExpiration: 7200 });
    const cookie = await rememberedSignIn(u);
    expect(cookie).toBeDefined();
    expect(cookie!.attributes).toMatch(/HttpOnly/i);
    expect(cookie!.attributes).toMatch(/Path=\//);
    expect(cookie!.attributes).toMatch(/Max-Age=7200/);
    const raw = cookie!.pair.split('=')[1]!;
    expect(Buffer.from(raw, 'base64url').length).toBeGreaterThanOrEqual(32);
    const rows = await t.deps.db.kysely.selectFrom('mfa_remembered_devices').selectAll().where('user_id', '=', u.userId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(raw);
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(7200_000);

    const skipped = await k.passwordStep(u, cookie!.pair);
    expect(skipped.mfaRequired).toBe(false);
    expect(skipped.accessToken).toBeTruthy();
    // Another browser (no cookie) is still asked; another user's cookie does not help.
    expect((await k.passwordStep(u)).mfaRequired).toBe(true);
    const other = await k.enrolled();
    expect((await k.passwordStep(other, cookie!.pair)).mfaRequired).toBe(true);
    // Past the expiry the browser is asked again.
    t.clock.advance(7200_000 + 1_000);
    expect((await k.passwordStep(u, cookie!.pair)).mfaRequired).toBe(true);
  });

  it('sets nothing when the policy does not allow remembering, and ignores old cookies once it stops allowing', async () => {
    const u = await k.enrolled();
    const cookie = await rememberedSignIn(u);
    expect(cookie).toBeDefined();
    await k.setPolicy(u.accessToken, { enforceMFAType: 'DontForce', allowRememberMe: false });
    expect((await k.passwordStep(u, cookie!.pair)).mfaRequired).toBe(true);
    expect(await rememberedSignIn(u)).toBeUndefined();
  });

  it('forgets the browser when the factors change or the password is changed', async () => {
    const u = await k.enrolled();
    const first = await rememberedSignIn(u);
    // Adding a factor needs a session that proved one (decision 0033).
    const { accessToken } = await k.stepUp(u.accessToken, u.authenticator);
    await k.addAuthenticator(accessToken);
    expect((await k.passwordStep(u, first!.pair)).mfaRequired).toBe(true);

    const second = await rememberedSignIn(u);
    expect((await k.passwordStep(u, second!.pair)).mfaRequired).toBe(false);
    const newPassword = 'a different horse battery staple';
    const changed = await t.request('POST', '/identity/resources/users/v1/passwords/change', {
      token: accessToken,
      body: { password: u.password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await k.passwordStep({ email: u.email, password: newPassword }, second!.pair)).mfaRequired).toBe(true);
  });
});
