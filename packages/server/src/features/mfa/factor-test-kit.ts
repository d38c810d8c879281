import { expect } from 'vitest';
import { refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { createSoftAuthenticator } from '../../../test/soft-authenticator';
import { P, type MfaTestKit } from '../../../test/mfa-kit';

/** Paths of the SMS and WebAuthn second-factor endpoints (wire-compat §2.2, §3.21). */
export const F = {
  smsSend: (id: string) => `/identity/resources/auth/v1/user/mfa/sms/${id}`,
  smsVerify: (id: string) => `/identity/resources/auth/v1/user/mfa/sms/${id}/verify`,
  smsLoginEnroll: '/identity/resources/auth/v1/user/mfa/sms/enroll',
  smsLoginEnrollVerify: '/identity/resources/auth/v1/user/mfa/sms/enroll/verify',
  smsEnroll: '/identity/resources/users/v1/mfa/sms/enroll',
  smsEnrollVerify: '/identity/resources/users/v1/mfa/sms/enroll/verify',
  smsDisable: (id: string) => `/identity/resources/users/v1/mfa/sms/${id}/disable`,
  smsDisableVerify: (id: string) => `/identity/resources/users/v1/mfa/sms/${id}/disable/verify`,
  keyStart: (id: string) => `/identity/resources/auth/v1/user/mfa/webauthn/${id}`,
  keyVerify: (id: string) => `/identity/resources/auth/v1/user/mfa/webauthn/${id}/verify`,
  keyLoginEnroll: '/identity/resources/auth/v1/user/mfa/webauthn/enroll',
  keyLoginEnrollVerify: '/identity/resources/auth/v1/user/mfa/webauthn/enroll/verify',
  keyEnroll: '/identity/resources/users/v1/mfa/webauthn/enroll',
  keyEnrollVerify: '/identity/resources/users/v1/mfa/webauthn/enroll/verify',
  keyDisable: (id: string) => `/identity/resources/users/v1/mfa/webauthn/${id}/disable`,
  keyDisableVerify: (id: string) => `/identity/resources/users/v1/mfa/webauthn/${id}/disable/verify`,
} as const;

/** The origin the test harness sends, and the soft authenticator signs for. */
export const ORIGIN = 'http://localhost:5173';

/** A soft security key (the test's FIDO2 authenticator). */
export type SoftKey = ReturnType<typeof createSoftAuthenticator>;
/** Creation options as the tests read them. */
export type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  authenticatorSelection: { residentKey: string; userVerification: string; authenticatorAttachment?: string };
  excludeCredentials: { id: string }[];
};
/** Request options as the tests read them. */
export type RequestOptions = { challenge: string; rpId: string; userVerification: string; allowCredentials: { id: string }[] };

let phoneSequence = 0;

/** Helpers for phones and security keys over one test server and its MFA kit. */
export function factorTestKit(t: TestServer, k: MfaTestKit) {
  /** A phone number (E.164) no other test of this server uses. */
  const newPhone = () => `+1202${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSequence++ % 10_000).padStart(4, '0')}`;
  /** Texts to a number in the dev outbox, newest first. */
  const smsTo = async (phone: string) => {
    const res = await t.request('GET', `/dev/sms.json?to=${encodeURIComponent(phone)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; to: string; kind: string; text: string; codes: string[] }[];
  };
  /**
   * The code of the newest text to a number. Texts of one instant of the test clock tie on their
   * time, so the newest is the one added since the previous call for that number.
   */
  const seen = new Map<string, Set<string>>();
  const lastCode = async (phone: string) => {
    const texts = await smsTo(phone);
    const known = seen.get(phone) ?? new Set<string>();
    const fresh = texts.filter((m) => !known.has(m.id));
    expect(fresh, `one new text to ${phone}`).toHaveLength(1);
    seen.set(phone, new Set(texts.map((m) => m.id)));
    expect(fresh[0]!.kind).toBe('mfa_code');
    return fresh[0]!.codes[0]!;
  };
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };

  type Devices = { phones: { id: string }[]; webauthn: { id: string }[] };
  const devices = async (accessToken: string) =>
    json<Devices>(await t.request('GET', '/identity/resources/users/v1/mfa/devices', { token: accessToken }));
  /** The id a list gained (devices of one clock instant tie on their time, so "the last one" is not it). */
  const added = (before: { id: string }[], after: { id: string }[]) => {
    const fresh = after.filter((d) => !before.some((b) => b.id === d.id));
    expect(fresh).toHaveLength(1);
    return fresh[0]!.id;
  };

  /** Adds a phone from the profile; answers its device id and the recovery codes. */
  const addPhone = async (accessToken: string, phone = newPhone()) => {
    const before = (await devices(accessToken)).phones;
    const { otcToken } = await json<{ otcToken: string }>(
      await t.request('POST', F.smsEnroll, { token: accessToken, body: { phoneNumber: phone } }),
    );
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(
      await t.request('POST', F.smsEnrollVerify, { token: accessToken, body: { otcToken, code: await lastCode(phone) } }),
    );
    return { phone, deviceId: added(before, (await devices(accessToken)).phones), recoveryCodes };
  };
  /** A signed-up user with one phone. */
  const withPhone = async () => {
    const u = await signUpAndActivate(t);
    return { ...u, ...(await addPhone(u.accessToken)) };
  };
  /** Texts a code for a pending sign-in to a phone device; answers the handle and the code. */
  const sendCode = async (mfaToken: string, deviceId: string, phone: string) => {
    const { otcToken } = await json<{ otcToken: string; phoneNumber: string }>(
      await t.request('POST', F.smsSend(deviceId), { body: { mfaToken } }),
    );
    return { otcToken, code: await lastCode(phone) };
  };

  /** Registers a key from the profile with a soft authenticator; answers its device id and the recovery codes. */
  const addKey = async (
    accessToken: string,
    key: SoftKey = createSoftAuthenticator(ORIGIN),
    deviceType: 'Platform' | 'CrossPlatform' = 'CrossPlatform',
  ) => {
    const before = (await devices(accessToken)).webauthn;
    const { webauthnToken, options } = await json<{ webauthnToken: string; options: CreationOptions }>(
      await t.request('POST', F.keyEnroll, { token: accessToken, body: {} }),
    );
    const { json: attestation } = key.create(options);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(
      await t.request('POST', F.keyEnrollVerify, { token: accessToken, body: { deviceType, webauthnToken, options: attestation } }),
    );
    return { key, deviceId: added(before, (await devices(accessToken)).webauthn), recoveryCodes };
  };
  /** A signed-up user with one security key. */
  const withKey = async () => {
    const u = await signUpAndActivate(t);
    return { ...u, ...(await addKey(u.accessToken)) };
  };
  /** Request options for a pending sign-in's key. */
  const keyChallenge = async (mfaToken: string, deviceId: string) =>
    json<{ webauthnToken: string; options: RequestOptions }>(await t.request('POST', F.keyStart(deviceId), { body: { mfaToken } }));

  /** The session a step-up's verify answered. */
  const steppedUp = async (verified: Response) => ({
    accessToken: (await json<{ accessToken: string }>(verified)).accessToken,
    cookie: refreshCookieOf(verified)!,
  });
  /** Starts a step-up of a session (decision 0033: factor changes need one); answers its MFA token. */
  const generate = async (accessToken: string) =>
    (await json<{ mfaToken: string }>(await t.request('POST', P.stepUp, { token: accessToken, body: {} }))).mfaToken;
  /** Steps a session up with a code texted to one of the user's phones: the new session; the old one ends. */
  const stepUpWithPhone = async (u: { accessToken: string; deviceId: string; phone: string }) => {
    const mfaToken = await generate(u.accessToken);
    const { otcToken, code } = await sendCode(mfaToken, u.deviceId, u.phone);
    return steppedUp(await t.request('POST', F.smsVerify(u.deviceId), { body: { mfaToken, otcToken, code } }));
  };
  /** Steps a session up with one of the user's security keys: the new session; the old one ends. */
  const stepUpWithKey = async (u: { accessToken: string; deviceId: string; key: SoftKey }) => {
    const mfaToken = await generate(u.accessToken);
    const { webauthnToken, options } = await keyChallenge(mfaToken, u.deviceId);
    return steppedUp(await t.request('POST', F.keyVerify(u.deviceId), { body: { mfaToken, webauthnToken, options: u.key.get(options) } }));
  };

  /** Row counts of the second-factor tables, to prove a refused request wrote nothing. */
  const counts = async () => {
    const db = t.deps.db.kysely;
    const n = async (table: 'user_phones' | 'user_webauthn_credentials' | 'sms_outbox' | 'webauthn_challenges') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      ...(await k.counts()),
      // Every row of the shared tables: a refused request adds no listed number or passkey either.
      phones: await n('user_phones'),
      keys: await n('user_webauthn_credentials'),
      texts: await n('sms_outbox'),
      challenges: await n('webauthn_challenges'),
    };
  };

  return {
    newPhone,
    smsTo,
    lastCode,
    json,
    addPhone,
    withPhone,
    sendCode,
    addKey,
    withKey,
    keyChallenge,
    stepUpWithPhone,
    stepUpWithKey,
    counts,
  };
}

/** The helpers' type. */
export type FactorTestKit = ReturnType<typeof factorTestKit>;
