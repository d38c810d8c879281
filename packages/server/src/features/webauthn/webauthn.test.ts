import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, signUpAndActivate, vendorSession, type TestServer } from '../../../test/harness';
import { createSoftAuthenticator } from '../../../test/soft-authenticator';

const DEVICES = '/identity/resources/users/webauthn/v1/devices';
const PRELOGIN = '/identity/resources/auth/v1/webauthn/prelogin';
const POSTLOGIN = '/identity/resources/auth/v1/webauthn/postlogin';
const ORIGIN = 'http://localhost:5173';

type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  authenticatorSelection: { residentKey: string; userVerification: string };
  excludeCredentials: { id: string }[];
  timeout: number;
};
type RequestOptions = { challenge: string; rpId: string; userVerification: string; allowCredentials?: unknown[] };

describe('passkeys (WebAuthn)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const count = async (table: 'user_webauthn_credentials' | 'sessions', userId: string) =>
    Number(
      (
        await t.deps.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const registrationOptions = async (accessToken: string) => {
    const res = await t.request('POST', DEVICES, { token: accessToken, body: {} });
    expect(res.status).toBe(200);
    return ((await res.json()) as { options: CreationOptions }).options;
  };
  /** A signed-up user with one passkey on a soft authenticator. */
  const withPasskey = async () => {
    const u = await signUpAndActivate(t);
    const authenticator = createSoftAuthenticator(ORIGIN);
    const options = await registrationOptions(u.accessToken);
    const { json } = authenticator.create(options);
    const res = await t.request('POST', `${DEVICES}/verify`, { token: u.accessToken, body: { ...json, deviceType: 'Platform' } });
    expect(res.status).toBe(200);
    const { device } = (await res.json()) as { device: { id: string } };
    return { ...u, authenticator, options, deviceId: device.id };
  };
  const prelogin = async (body: object = {}) => {
    const res = await t.request('POST', PRELOGIN, { body });
    expect(res.status).toBe(200);
    return ((await res.json()) as { options: RequestOptions }).options;
  };

  it('registers a discoverable passkey with user verification: public key and counter stored, device listed, audited', async () => {
    const u = await signUpAndActivate(t);
    const options = await registrationOptions(u.accessToken);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Gatehouse' });
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe(u.userId);
    expect(options.user.name).toBe(u.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(Buffer.from(options.challenge, 'base64url').length).toBe(32);
    // Only the challenge's hash is kept.
    const challenges = await t.deps.db.kysely.selectFrom('webauthn_challenges').selectAll().where('user_id', '=', u.userId).execute();
    expect(challenges).toHaveLength(1);
    expect(JSON.stringify(challenges)).not.toContain(options.challenge);

    const authenticator = createSoftAuthenticator(ORIGIN);
    const { json } = authenticator.create(options);
    const res = await t.request('POST', `${DEVICES}/verify`, {
      token: u.accessToken,
      body: { ...json, deviceType: 'Platform', name: 'Work laptop' },
    });
    expect(res.status).toBe(200);
    const { device } = (await res.json()) as { device: Record<string, unknown> };
    expect(device).toMatchObject({
      deviceType: 'Platform',
      name: 'Work laptop',
      lastUsedAt: null,
      backedUp: true,
      transports: ['internal', 'hybrid'],
    });
    const list = await (await t.request('GET', DEVICES, { token: u.accessToken })).json();
    expect(list).toEqual({ devices: [device] });
    const row = await t.deps.db.kysely
      .selectFrom('user_webauthn_credentials')
      .selectAll()
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(row.use).toBe('passkey');
    expect(row.credential_id).toBe(json.id);
    expect(Number(row.counter)).toBe(0);
    expect(row.multi_device).toBe(1);
    const audited = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', u.userId)
      .where('action', '=', 'webauthn.device.registered')
      .execute();
    expect(audited).toHaveLength(1);
    // The next registration excludes the passkey already there, and the challenge was spent.
    expect((await registrationOptions(u.accessToken)).excludeCredentials.map((c) => c.id)).toEqual([json.id]);
    expect((await errorOf(await t.request('POST', `${DEVICES}/verify`, { token: u.accessToken, body: json }))).errorCode).toBe(
      'webauthn.invalid_challenge',
    );
  });

  it('signs in with a passkey: a session, the refresh cookie and the login answer of password sign-in, amr hwk/webauthn', async () => {
    const u = await withPasskey();
    const options = await prelogin();
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await t.request('POST', POSTLOGIN, { body: u.authenticator.get(options) });
    expect(res.status).toBe(200);
    const login = (await res.json()) as { accessToken: string; userId: string; tenantId: string; mfaRequired: boolean; expiresIn: number };
    expect(login).toMatchObject({ userId: u.userId, tenantId: u.tenantId, mfaRequired: false, expiresIn: t.config.accessTokenTtlSeconds });
    const claims = decodeJwt(login.accessToken);
    expect(claims.sub).toBe(u.userId);
    expect(claims.amr).toEqual(expect.arrayContaining(['hwk', 'webauthn']));
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    const cookie = refreshCookieOf(res);
    expect(cookie).toBeDefined();
    // The session works like any other: /me with the token, refresh with the cookie.
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: login.accessToken })).status).toBe(200);
    expect((await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie, body: {} })).status).toBe(200);
    const row = await t.deps.db.kysely
      .selectFrom('user_webauthn_credentials')
      .selectAll()
      .where('id', '=', u.deviceId)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    // Bound to the user by email: works for that user.
    expect((await t.request('POST', POSTLOGIN, { body: u.authenticator.get(await prelogin({ email: u.email })) })).status).toBe(200);
  });

  it('refuses a replayed challenge and a spent one with a fresh signature', async () => {
    const u = await withPasskey();
    const options = await prelogin();
    const assertion = u.authenticator.get(options);
    expect((await t.request('POST', POSTLOGIN, { body: assertion })).status).toBe(200);
    const sessions = await count('sessions', u.userId);
    expect((await errorOf(await t.request('POST', POSTLOGIN, { body: assertion }))).errorCode).toBe('webauthn.invalid_challenge');
    expect((await errorOf(await t.request('POST', POSTLOGIN, { body: u.authenticator.get(options) }))).errorCode).toBe(
      'webauthn.invalid_challenge',
    );
    expect(await count('sessions', u.userId)).toBe(sessions);
  });

  it('accepts the same assertion sent twice in parallel at most once', async () => {
    const u = await withPasskey();
    const assertion = u.authenticator.get(await prelogin());
    const sessions = await count('sessions', u.userId);
    const answers = await Promise.all([1, 2, 3].map(() => t.request('POST', POSTLOGIN, { body: assertion })));
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) expect((await errorOf(r)).status).toBeLessThan(500);
    expect(await count('sessions', u.userId)).toBe(sessions + 1);
  });

  it('refuses a wrong origin and a wrong RP ID, at registration and at sign-in, writing nothing', async () => {
    const u = await signUpAndActivate(t);
    const evil = createSoftAuthenticator('https://evil.example');
    for (const tweak of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const options = await registrationOptions(u.accessToken);
      const { json } = evil.create(options, tweak);
      const err = await errorOf(await t.request('POST', `${DEVICES}/verify`, { token: u.accessToken, body: json }));
      expect(err).toMatchObject({ status: 401, errorCode: 'webauthn.verification_failed' });
    }
    expect(await count('user_webauthn_credentials', u.userId)).toBe(0);

    const p = await withPasskey();
    const sessions = await count('sessions', p.userId);
    for (const tweak of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const err = await errorOf(await t.request('POST', POSTLOGIN, { body: p.authenticator.get(await prelogin(), undefined, tweak) }));
      expect(err).toMatchObject({ status: 401, errorCode: 'webauthn.verification_failed' });
    }
    expect(await count('sessions', p.userId)).toBe(sessions);
  });

  it('refuses a counter that goes backwards, and a challenge bound to another user', async () => {
    const u = await withPasskey();
    expect((await t.request('POST', POSTLOGIN, { body: u.authenticator.get(await prelogin(), undefined, { counter: 10 }) })).status).toBe(
      200,
    );
    const back = await errorOf(
      await t.request('POST', POSTLOGIN, { body: u.authenticator.get(await prelogin(), undefined, { counter: 5 }) }),
    );
    expect(back.errorCode).toBe('webauthn.verification_failed');
    const same = await errorOf(
      await t.request('POST', POSTLOGIN, { body: u.authenticator.get(await prelogin(), undefined, { counter: 10 }) }),
    );
    expect(same.errorCode).toBe('webauthn.verification_failed');
    const other = await signUpAndActivate(t);
    const bound = await errorOf(await t.request('POST', POSTLOGIN, { body: u.authenticator.get(await prelogin({ email: other.email })) }));
    expect(bound.errorCode).toBe('webauthn.verification_failed');
    // An unknown email gets the same options as a known one (no account discovery), and no passkey answers it.
    const unknown = await prelogin({ email: 'nobody-here@example.com' });
    expect(unknown.allowCredentials ?? []).toEqual([]);
    expect((await errorOf(await t.request('POST', POSTLOGIN, { body: u.authenticator.get(unknown) }))).errorCode).toBe(
      'webauthn.verification_failed',
    );
    // A registration challenge is the user's own: another signed-in user cannot finish it.
    const options = await registrationOptions(u.accessToken);
    const { json } = createSoftAuthenticator(ORIGIN).create(options);
    expect((await errorOf(await t.request('POST', `${DEVICES}/verify`, { token: other.accessToken, body: json }))).errorCode).toBe(
      'webauthn.invalid_challenge',
    );
    expect(await count('user_webauthn_credentials', other.userId)).toBe(0);
  });

  it('lets challenges expire', async () => {
    const u = await withPasskey();
    const options = await prelogin();
    t.clock.advance(6 * 60_000);
    expect((await errorOf(await t.request('POST', POSTLOGIN, { body: u.authenticator.get(options) }))).errorCode).toBe(
      'webauthn.invalid_challenge',
    );
  });

  it('answers bad input with a §8 4xx and writes nothing', async () => {
    const u = await withPasskey();
    const before = { devices: await count('user_webauthn_credentials', u.userId), sessions: await count('sessions', u.userId) };
    const options = await registrationOptions(u.accessToken);
    const good = createSoftAuthenticator(ORIGIN).create(options).json;
    const badRegistrations: unknown[] = [
      {},
      { id: good.id },
      { ...good, response: { clientDataJSON: good.response.clientDataJSON } },
      { ...good, response: { ...good.response, attestationObject: 'not base64url!' } },
      { ...good, response: { ...good.response, attestationObject: Buffer.from('garbage').toString('base64url') } },
      { ...good, response: { ...good.response, clientDataJSON: Buffer.from('{"challenge":1}').toString('base64url') } },
      { ...good, deviceType: 'Phone' },
      { ...good, id: 'x'.repeat(5000) },
    ];
    for (const body of badRegistrations) {
      const err = await errorOf(await t.request('POST', `${DEVICES}/verify`, { token: u.accessToken, body }));
      expect(err.status).toBeGreaterThanOrEqual(400);
      expect(err.status).toBeLessThan(500);
    }
    const assertion = u.authenticator.get(await prelogin());
    const badAssertions: unknown[] = [
      {},
      { ...assertion, response: { ...assertion.response, signature: undefined } },
      { ...assertion, response: { ...assertion.response, signature: Buffer.from('nope').toString('base64url') } },
      { ...assertion, response: { ...assertion.response, authenticatorData: Buffer.from('short').toString('base64url') } },
      { ...assertion, response: { ...assertion.response, clientDataJSON: Buffer.from('not json').toString('base64url') } },
      { ...assertion, id: Buffer.from('unknown credential').toString('base64url'), rawId: undefined },
      { ...assertion, response: { ...assertion.response, userHandle: Buffer.from('someone-else').toString('base64url') } },
    ];
    for (const body of badAssertions) {
      const err = await errorOf(await t.request('POST', POSTLOGIN, { body }));
      expect(err.status).toBeGreaterThanOrEqual(400);
      expect(err.status).toBeLessThan(500);
    }
    expect((await t.request('POST', PRELOGIN, { body: { email: 'not an email' } })).status).toBe(400);
    expect((await t.request('POST', PRELOGIN, { rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    // Without a session, the device endpoints are closed.
    expect((await t.request('GET', DEVICES)).status).toBe(401);
    expect((await t.request('POST', DEVICES, { body: {} })).status).toBe(401);
    expect((await t.request('POST', `${DEVICES}/verify`, { body: good })).status).toBe(401);
    expect((await t.request('DELETE', `${DEVICES}/${u.deviceId}`)).status).toBe(401);
    expect({ devices: await count('user_webauthn_credentials', u.userId), sessions: await count('sessions', u.userId) }).toEqual(before);
    // The assertion itself was never spent by the bad attempts.
    expect((await t.request('POST', POSTLOGIN, { body: assertion })).status).toBe(200);
  });

  it("deletes the user's own passkey (audited) and never another user's", async () => {
    const owner = await withPasskey();
    const other = await signUpAndActivate(t);
    const err = await errorOf(await t.request('DELETE', `${DEVICES}/${owner.deviceId}`, { token: other.accessToken }));
    expect(err).toMatchObject({ status: 404, errorCode: 'webauthn.device_not_found' });
    expect(await count('user_webauthn_credentials', owner.userId)).toBe(1);
    const res = await t.request('DELETE', `${DEVICES}/${owner.deviceId}`, { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(await (await t.request('GET', DEVICES, { token: owner.accessToken })).json()).toEqual({ devices: [] });
    const audited = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('actor_id', '=', owner.userId)
      .where('action', '=', 'webauthn.device.removed')
      .execute();
    expect(audited).toHaveLength(1);
    expect(JSON.parse(audited[0]!.data)).toEqual({ deviceId: owner.deviceId });
    // The deleted passkey no longer signs in.
    expect((await errorOf(await t.request('POST', POSTLOGIN, { body: owner.authenticator.get(await prelogin()) }))).errorCode).toBe(
      'webauthn.verification_failed',
    );
    expect((await errorOf(await t.request('DELETE', `${DEVICES}/${owner.deviceId}`, { token: owner.accessToken }))).status).toBe(404);
  });

  it('follows the vendor policy: with the Passkeys strategy off, no passkey sign-in or registration', async () => {
    const u = await withPasskey();
    const vendor = await vendorSession(t, 'passkeys-policy');
    const policy = (isActive: boolean) =>
      t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
        token: vendor.token,
        body: { secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive }] },
      });
    const options = await prelogin();
    expect((await policy(false)).status).toBe(200);
    try {
      expect((await errorOf(await t.request('POST', PRELOGIN, { body: {} }))).errorCode).toBe('webauthn.disabled');
      expect((await errorOf(await t.request('POST', POSTLOGIN, { body: u.authenticator.get(options) }))).errorCode).toBe(
        'webauthn.disabled',
      );
      expect((await errorOf(await t.request('POST', DEVICES, { token: u.accessToken, body: {} }))).errorCode).toBe('webauthn.disabled');
      // Users can still see and remove what they registered.
      expect((await t.request('GET', DEVICES, { token: u.accessToken })).status).toBe(200);
    } finally {
      expect((await policy(true)).status).toBe(200);
    }
  });
});

describe('passkey sign-in rate limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 3 } });
  });
  afterAll(() => t.close());

  it('limits pre-login and post-login per client IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.request('POST', PRELOGIN, { body: {} })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const post: number[] = [];
    const body = { id: 'AAAA', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' } };
    for (let i = 0; i < 5; i++) post.push((await t.request('POST', POSTLOGIN, { body })).status);
    expect(post.slice(0, 3).every((s) => s === 400)).toBe(true);
    expect(post.slice(3)).toEqual([429, 429]);
    expect((await errorOf(await t.request('POST', POSTLOGIN, { body }))).errorCode).toBe('request.rate_limited');
  });
});
