import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { createSoftAuthenticator, type CeremonyTweaks } from '../../../test/soft-authenticator';
import { F, factorTestKit, ORIGIN, type CreationOptions, type FactorTestKit } from './factor-test-kit';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

type Devices = {
  webauthn: { id: string; deviceType: string; name: string }[];
  phones: unknown[];
  authenticators: unknown[];
  emails: unknown[];
};

describe('security keys and platform authenticators (WebAuthn) as second factors', () => {
  let t: TestServer;
  let k: MfaTestKit;
  let f: FactorTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit), (f = factorTestKit(server, kit))));

  const devices = async (accessToken: string) => f.json<Devices>(await t.request('GET', P.devices, { token: accessToken }));
  const verify = (deviceId: string, body: Record<string, unknown>) => t.request('POST', F.keyVerify(deviceId), { body });
  /** A password step and the key's signature over its challenge. */
  const signIn = async (u: Awaited<ReturnType<FactorTestKit['withKey']>>, tweaks: CeremonyTweaks = {}) => {
    const answer = await k.passwordStep(u);
    const { webauthnToken, options } = await f.keyChallenge(answer.mfaToken, u.deviceId);
    return { answer, webauthnToken, options, assertion: u.key.get(options, undefined, tweaks) };
  };

  it('registers a key from the profile: UV required, not discoverable, a 32-byte challenge; listed with its type; recovery codes and a notice', async () => {
    const u = await signUpAndActivate(t);
    const start = await f.json<{ webauthnToken: string; options: CreationOptions }>(
      await t.request('POST', F.keyEnroll, { token: u.accessToken, body: {} }),
    );
    expect(start.options.rp).toEqual({ id: 'localhost', name: 'Gatehouse' });
    expect(start.options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'required' });
    expect(start.options.authenticatorSelection.authenticatorAttachment).toBeUndefined(); // both kinds are offered by default
    expect(Buffer.from(start.options.challenge, 'base64url').length).toBe(32);
    expect(start.webauthnToken).toBe(start.options.challenge);
    const stored = await t.deps.db.kysely.selectFrom('webauthn_challenges').selectAll().where('user_id', '=', u.userId).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(start.options.challenge);

    const key = createSoftAuthenticator(ORIGIN);
    const { json: attestation } = key.create(start.options);
    const done = await f.json<{ recoveryCodes: string[] }>(
      await t.request('POST', F.keyEnrollVerify, {
        token: u.accessToken,
        body: { deviceType: 'CrossPlatform', webauthnToken: start.webauthnToken, options: attestation },
      }),
    );
    expect(done.recoveryCodes).toHaveLength(10);
    const list = await devices(u.accessToken);
    expect(list.webauthn).toEqual([{ id: expect.any(String), deviceType: 'CrossPlatform', name: 'Security key' }]);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_security_key_added')).toHaveLength(1);
    // The password-only session may change no factor now (decision 0033); a session stepped up with the key may.
    expect(await k.errorCode(await t.request('POST', F.keyEnroll, { token: u.accessToken, body: {} }))).toBe('step_up_required');
    const { accessToken } = await f.stepUpWithKey({ accessToken: u.accessToken, deviceId: list.webauthn[0]!.id, key });
    // The challenge was spent: the same attestation again is refused.
    expect(
      await k.errorCode(
        await t.request('POST', F.keyEnrollVerify, {
          token: accessToken,
          body: { deviceType: 'CrossPlatform', webauthnToken: start.webauthnToken, options: attestation },
        }),
      ),
    ).toBe('mfa.webauthn_invalid_challenge');
    // The next registration excludes the key.
    const next = await f.json<{ options: CreationOptions }>(await t.request('POST', F.keyEnroll, { token: accessToken, body: {} }));
    expect(next.options.excludeCredentials.map((c) => c.id)).toEqual([attestation.id]);
    // A second factor is not a passkey: it neither lists there nor signs anyone in alone.
    expect(
      await f.json<{ devices: unknown[] }>(await t.request('GET', '/identity/resources/users/webauthn/v1/devices', { token: accessToken })),
    ).toEqual({ devices: [] });
    const pre = await f.json<{ options: { challenge: string; rpId: string } }>(
      await t.request('POST', '/identity/resources/auth/v1/webauthn/prelogin', { body: {} }),
    );
    const passkeyTry = await t.request('POST', '/identity/resources/auth/v1/webauthn/postlogin', { body: key.get(pre.options) });
    expect(passkeyTry.status).toBe(401);
  });

  it('signs in with the key as second factor: amr pwd, mfa, hwk and the multi-factor acr; the assertion works once', async () => {
    const u = await f.withKey();
    const { answer, webauthnToken, options, assertion } = await signIn(u);
    expect((answer.mfaDevices as unknown as Devices).webauthn).toEqual([
      { id: u.deviceId, deviceType: 'CrossPlatform', name: 'Security key' },
    ]);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([u.key.credentials[0]!.id.toString('base64url')]);
    expect(options.userVerification).toBe('required');
    const res = await verify(u.deviceId, { mfaToken: answer.mfaToken, webauthnToken, options: assertion });
    const body = await f.json<{ accessToken: string }>(res);
    expect(refreshCookieOf(res)).toBeTruthy();
    const claims = decodeJwt(body.accessToken);
    expect(claims.amr).toEqual(['pwd', 'mfa', 'hwk']);
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
    const row = await t.deps.db.kysely
      .selectFrom('user_webauthn_credentials')
      .select(['use', 'counter', 'last_used_at'])
      .where('id', '=', u.deviceId)
      .executeTakeFirstOrThrow();
    expect(row.use).toBe('second_factor');
    expect(Number(row.counter)).toBe(1);
    expect(row.last_used_at).not.toBeNull();
    // Replayed in a new sign-in: the challenge belongs to the first one.
    const again = await k.passwordStep(u);
    expect(await k.errorCode(await verify(u.deviceId, { mfaToken: again.mfaToken, webauthnToken, options: assertion }))).toBe(
      'mfa.webauthn_invalid_challenge',
    );
  });

  it('refuses a signature for another origin, by another key, with UV off, with a counter that went back, and a token that names another challenge', async () => {
    const u = await f.withKey();
    const stranger = createSoftAuthenticator(ORIGIN);
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: Buffer.from(u.userId).toString('base64url') } });
    const cases: [string, (c: Awaited<ReturnType<typeof signIn>>) => Record<string, unknown>, string][] = [
      [
        'another origin',
        (c) => ({ webauthnToken: c.webauthnToken, options: u.key.get(c.options, undefined, { origin: 'https://evil.example' }) }),
        'mfa.webauthn_failed',
      ],
      [
        'user verification off',
        (c) => ({ webauthnToken: c.webauthnToken, options: u.key.get(c.options, undefined, { userVerified: false }) }),
        'mfa.webauthn_failed',
      ],
      ['another key', (c) => ({ webauthnToken: c.webauthnToken, options: stranger.get(c.options) }), 'mfa.webauthn_failed'],
      [
        'a counter that went back',
        (c) => ({ webauthnToken: c.webauthnToken, options: u.key.get(c.options, undefined, { counter: 0 }) }),
        'mfa.webauthn_failed',
      ],
      ['another handle', (c) => ({ webauthnToken: 'A'.repeat(43), options: c.assertion }), 'mfa.webauthn_invalid_challenge'],
    ];
    // One good sign-in first, so the stored counter is past 0.
    const first = await signIn(u);
    expect(
      (await verify(u.deviceId, { mfaToken: first.answer.mfaToken, webauthnToken: first.webauthnToken, options: first.assertion })).status,
    ).toBe(200);
    for (const [label, body, code] of cases) {
      const c = await signIn(u);
      const before = await f.counts();
      const res = await verify(u.deviceId, { mfaToken: c.answer.mfaToken, ...body(c) });
      expect(await k.errorCode(res), label).toBe(code);
      expect((await f.counts()).sessions, label).toBe(before.sessions);
    }
    // Wrong signatures do not touch the code lockout.
    const row = await t.deps.db.kysely.selectFrom('users').select('failed_mfa').where('id', '=', u.userId).executeTakeFirstOrThrow();
    expect(row.failed_mfa).toBe(0);
  });

  it("refuses another user's key id at every step", async () => {
    const withKey = await f.withKey();
    const u = { ...withKey, ...(await f.stepUpWithKey(withKey)) };
    const v = await f.withKey();
    const answer = await k.passwordStep(u);
    for (const res of [
      await t.request('POST', F.keyStart(v.deviceId), { body: { mfaToken: answer.mfaToken } }),
      await t.request('POST', F.keyDisable(v.deviceId), { token: u.accessToken, body: {} }),
    ]) {
      expect(res.status).toBe(404);
      expect(await k.errorCode(res)).toBe('mfa.device_not_found');
    }
    // v's own signature over v's challenge, sent with u's sign-in at v's id: not found either.
    const { webauthnToken, options } = await f.keyChallenge((await k.passwordStep(v)).mfaToken, v.deviceId);
    expect(await k.errorCode(await verify(v.deviceId, { mfaToken: answer.mfaToken, webauthnToken, options: v.key.get(options) }))).toBe(
      'mfa.device_not_found',
    );
    expect((await devices(v.accessToken)).webauthn).toHaveLength(1);
  });

  it('the same assertion sent twice in parallel opens one session', async () => {
    const u = await f.withKey();
    const { answer, webauthnToken, assertion } = await signIn(u);
    const before = await f.counts();
    const answers = await Promise.all(
      [1, 2].map(() => verify(u.deviceId, { mfaToken: answer.mfaToken, webauthnToken, options: assertion })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await f.counts()).sessions).toBe(before.sessions + 1);
  });

  describe('forced enrolment', () => {
    const forcedUser = async () => {
      const u = await signUpAndActivate(t);
      await k.setPolicy(u.accessToken, { enforceMFAType: 'Force' });
      return { ...u, answer: await k.passwordStep(u) };
    };

    it('registers a key inside the sign-in: the session, recovery codes, and the key is the factor from then on', async () => {
      const u = await forcedUser();
      expect(u.answer.mfaStrategies).toEqual(expect.arrayContaining(['WebAuthnPlatform', 'WebAuthnCrossPlatform']));
      const start = await f.json<{ webauthnToken: string; options: CreationOptions }>(
        await t.request('POST', F.keyLoginEnroll, { body: { mfaToken: u.answer.mfaToken } }),
      );
      const key = createSoftAuthenticator(ORIGIN);
      const { json: attestation } = key.create(start.options);
      const res = await t.request('POST', F.keyLoginEnrollVerify, {
        body: { mfaToken: u.answer.mfaToken, deviceType: 'Platform', webauthnToken: start.webauthnToken, options: attestation },
      });
      const body = await f.json<{ accessToken: string; recoveryCodes: string[] }>(res);
      expect(body.recoveryCodes).toHaveLength(10);
      expect(decodeJwt(body.accessToken).amr).toEqual(['pwd', 'mfa', 'hwk']);
      const again = await k.passwordStep(u);
      const [device] = (again.mfaDevices as unknown as Devices).webauthn;
      expect(device).toMatchObject({ deviceType: 'Platform', name: 'This device' });
      const { webauthnToken, options } = await f.keyChallenge(again.mfaToken, device!.id);
      expect((await verify(device!.id, { mfaToken: again.mfaToken, webauthnToken, options: key.get(options) })).status).toBe(200);
    });

    it('offers only the kinds the vendor switched on, hints the attachment, and refuses a user with a factor', async () => {
      await k.setStrategies([{ strategy: 'WebAuthnPlatform', isActive: false }]);
      try {
        const u = await forcedUser();
        expect(u.answer.mfaStrategies).toEqual(['WebAuthnCrossPlatform', 'AuthenticatorApp']);
        const start = await f.json<{ webauthnToken: string; options: CreationOptions }>(
          await t.request('POST', F.keyLoginEnroll, { body: { mfaToken: u.answer.mfaToken } }),
        );
        expect(start.options.authenticatorSelection.authenticatorAttachment).toBe('cross-platform');
        const { json: attestation } = createSoftAuthenticator(ORIGIN).create(start.options);
        expect(
          await k.errorCode(
            await t.request('POST', F.keyLoginEnrollVerify, {
              body: { mfaToken: u.answer.mfaToken, deviceType: 'Platform', webauthnToken: start.webauthnToken, options: attestation },
            }),
          ),
        ).toBe('mfa.strategy_not_allowed');
        await k.setStrategies([{ strategy: 'WebAuthnCrossPlatform', isActive: false }]);
        expect(await k.errorCode(await t.request('POST', F.keyLoginEnroll, { body: { mfaToken: u.answer.mfaToken } }))).toBe(
          'mfa.strategy_not_allowed',
        );
        expect(await k.errorCode(await t.request('POST', F.keyEnroll, { token: u.accessToken, body: {} }))).toBe(
          'mfa.strategy_not_allowed',
        );
      } finally {
        await k.setStrategies([
          { strategy: 'WebAuthnPlatform', isActive: true },
          { strategy: 'WebAuthnCrossPlatform', isActive: true },
        ]);
      }
      const v = await f.withKey();
      const answer = await k.passwordStep(v);
      expect(await k.errorCode(await t.request('POST', F.keyLoginEnroll, { body: { mfaToken: answer.mfaToken } }))).toBe(
        'mfa.strategy_not_allowed',
      );
    });
  });

  it('steps up with the key: a new session with amr mfa and hwk', async () => {
    const u = await f.withKey();
    const challenge = await f.json<{ mfaToken: string; mfaDevices: Devices }>(
      await t.request('POST', P.stepUp, { token: u.accessToken, body: { maxAge: 60 } }),
    );
    expect(challenge.mfaDevices.webauthn).toHaveLength(1);
    const { webauthnToken, options } = await f.keyChallenge(challenge.mfaToken, u.deviceId);
    const claims = decodeJwt(
      (
        await f.json<{ accessToken: string }>(
          await verify(u.deviceId, { mfaToken: challenge.mfaToken, webauthnToken, options: u.key.get(options) }),
        )
      ).accessToken,
    );
    expect(claims.amr).toEqual(expect.arrayContaining(['mfa', 'hwk']));
    expect(claims.acr).toBe(MULTI_FACTOR_ACR);
  });

  it('removes a key with its signature; a signature for the sign-in does not remove it; the last factor takes the recovery codes', async () => {
    const withKey = await f.withKey();
    const u = { ...withKey, ...(await f.stepUpWithKey(withKey)) };
    const login = await signIn(u);
    // A sign-in's signature is bound to the sign-in, not to a removal.
    expect(
      await k.errorCode(
        await t.request('POST', F.keyDisableVerify(u.deviceId), {
          token: u.accessToken,
          body: { webauthnToken: login.webauthnToken, options: login.assertion },
        }),
      ),
    ).toBe('mfa.webauthn_invalid_challenge');
    const start = await f.json<{ webauthnToken: string; options: { challenge: string; rpId: string; allowCredentials: { id: string }[] } }>(
      await t.request('POST', F.keyDisable(u.deviceId), { token: u.accessToken, body: {} }),
    );
    expect(start.options.allowCredentials).toHaveLength(1);
    const res = await t.request('POST', F.keyDisableVerify(u.deviceId), {
      token: u.accessToken,
      body: { webauthnToken: start.webauthnToken, options: u.key.get(start.options) },
    });
    expect(res.status).toBe(200);
    expect((await devices(u.accessToken)).webauthn).toEqual([]);
    expect(await t.deps.db.kysely.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', u.userId).execute()).toEqual([]);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_security_key_removed')).toHaveLength(1);
    expect((await k.passwordStep(u)).accessToken).toEqual(expect.any(String));
  });

  it('refuses bad input with a §8 error, and the profile calls without a session, writing nothing', async () => {
    const withKey = await f.withKey();
    const u = { ...withKey, ...(await f.stepUpWithKey(withKey)) };
    const { answer, webauthnToken, assertion } = await signIn(u);
    const before = await f.counts();
    for (const [path, body, token] of [
      [F.keyStart(u.deviceId), {}, undefined],
      [F.keyVerify(u.deviceId), { mfaToken: answer.mfaToken, webauthnToken }, undefined],
      [
        F.keyVerify(u.deviceId),
        {
          mfaToken: answer.mfaToken,
          webauthnToken,
          options: { ...assertion, response: { ...assertion.response, signature: 'not base64url!' } },
        },
        undefined,
      ],
      [
        F.keyLoginEnrollVerify,
        {
          mfaToken: answer.mfaToken,
          webauthnToken,
          deviceType: 'Phone',
          options: { id: 'x', response: { clientDataJSON: 'x', attestationObject: 'x' } },
        },
        undefined,
      ],
      [
        F.keyEnrollVerify,
        { webauthnToken, options: { id: 'x', response: { clientDataJSON: 'x', attestationObject: 'x' } } },
        u.accessToken,
      ],
      [F.keyDisableVerify(u.deviceId), { webauthnToken }, u.accessToken],
    ] as const) {
      const res = await t.request('POST', path, { body, token });
      expect(res.status).toBe(400);
      expect(await k.errorCode(res)).toBe('request.invalid');
    }
    for (const path of [F.keyEnroll, F.keyEnrollVerify, F.keyDisable(u.deviceId), F.keyDisableVerify(u.deviceId)])
      expect((await t.request('POST', path, { body: {} })).status).toBe(401);
    expect(await f.counts()).toEqual(before);
  });

  it('a passkey is no second factor: not listed, not asked for after the password, its id unknown to the factor calls', async () => {
    const registerPasskey = async (accessToken: string) => {
      const passkeys = '/identity/resources/users/webauthn/v1/devices';
      const { options } = await f.json<{ options: CreationOptions }>(await t.request('POST', passkeys, { token: accessToken, body: {} }));
      const { json } = createSoftAuthenticator(ORIGIN).create(options);
      const res = await t.request('POST', `${passkeys}/verify`, { token: accessToken, body: { ...json, deviceType: 'Platform' } });
      return (await f.json<{ device: { id: string } }>(res)).device.id;
    };
    const onlyPasskey = await signUpAndActivate(t);
    await registerPasskey(onlyPasskey.accessToken);
    expect(await k.passwordStep(onlyPasskey)).toMatchObject({ mfaRequired: false, accessToken: expect.any(String) });

    const u = await f.withKey();
    const passkeyId = await registerPasskey((await f.stepUpWithKey(u)).accessToken);
    const answer = await k.passwordStep(u);
    expect((answer.mfaDevices as unknown as Devices).webauthn.map((d) => d.id)).toEqual([u.deviceId]);
    expect(await k.errorCode(await t.request('POST', F.keyStart(passkeyId), { body: { mfaToken: answer.mfaToken } }))).toBe(
      'mfa.device_not_found',
    );
  });
});
