import { URI, type TOTP } from 'otpauth';
import { factorTestKit } from '../../src/features/mfa/factor-test-kit';
import { mfaTestKit } from '../mfa-kit';
import { createVendorCredential } from '../../src/features/vendor-auth/vendor-credentials.store';
import { systemContext } from '../../src/kernel/request-context';
import { signUpAndActivate, type TestServer } from '../harness';
import { setLoginPhone } from '../set-login-phone';
import type { GuessAnswer, GuessOutcome, GuessRequest } from './guess-burst';

const AUTH = '/identity/resources/auth/v1';
const STEP = 30_000;
const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}): GuessRequest => ({
  method,
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Calls the server under attack over HTTP from 127.0.0.1 (set-up steps before a burst). */
export type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<GuessAnswer>;

/**
 * One credential-accepting path: `setUp` makes its account on the set-up server (in process), `arm`
 * starts whatever flow the guesses go into on the server under attack, `guess` builds one request
 * (the right value, or a wrong one), `outcomeOf` reads an answer.
 */
export interface BruteForceTarget {
  name: string;
  /** The vendor sign-in strategy the path needs, set on the attacked server before it is armed. */
  policy?: Record<string, unknown>;
  setUp(t: TestServer): Promise<Record<string, unknown>>;
  arm?(call: Call, account: Record<string, unknown>): Promise<Record<string, unknown>>;
  guess(flow: Record<string, unknown>, g: { right: boolean; i: number }): GuessRequest;
  outcomeOf(a: GuessAnswer): GuessOutcome | undefined;
  /** Why wrong guesses cannot lock this credential (it names no account until it matches); unset: they must. */
  namesNoAccount?: string;
}

// OAuth answers carry the RFC 6749 `error` (and a §8 errorCode beside it); the rest only errorCode.
const code = (a: GuessAnswer) => (a.body as { error?: string }).error ?? (a.body as { errorCode?: string }).errorCode;
/** An outcome table: 200 accepted, the path's refusal of a wrong value, the lockout's refusal. */
const outcomes =
  (wrong: string, locked = 'auth.account_locked', accepted: (a: GuessAnswer) => boolean = (a) => a.status === 200) =>
  (a: GuessAnswer): GuessOutcome | undefined =>
    accepted(a) ? 'accepted' : code(a) === wrong ? 'wrong' : code(a) === locked ? 'locked' : undefined;
const wrongDigits = (right: string, i: number) => {
  const n = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
  return n === right ? String((Number(right) + 500_000) % 1_000_000).padStart(6, '0') : n;
};
const lastCodeMailed = async (call: Call, email: string, kind: string) => {
  const mails = (await call('GET', `/dev/mail.json?to=${encodeURIComponent(email)}`)).body as unknown as { kind: string; text: string }[];
  return mails.find((m) => m.kind === kind)!.text.match(/\b(\d{6})\b/)![1]!;
};

/** A user with an authenticator app (and its recovery codes), enrolled through the API on the set-up server. */
async function withAuthenticator(t: TestServer) {
  const u = await signUpAndActivate(t);
  const start = await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll', { token: u.accessToken, body: {} });
  const uri = ((await start.json()) as { otpauthUri: string }).otpauthUri;
  const totp = URI.parse(uri) as TOTP;
  const finish = await t.request('POST', '/identity/resources/users/v1/mfa/authenticator/enroll/verify', {
    token: u.accessToken,
    body: { token: totp.generate({ timestamp: t.clock.now() }) },
  });
  if (finish.status !== 200) throw new Error(`enrolment failed: ${finish.status} ${await finish.text()}`);
  const { recoveryCodes } = (await finish.json()) as { recoveryCodes: string[] };
  t.clock.set((Math.floor(t.clock.now() / STEP) + 1) * STEP + 1_000);
  return { email: u.email, password: u.password, uri, recoveryCode: recoveryCodes[0]! };
}

/** The password step on the attacked server: its MFA token. */
const mfaTokenOf = async (call: Call, account: Record<string, unknown>) => {
  const step = await call('POST', `${AUTH}/user`, { email: account.email, password: account.password });
  if (step.status !== 200 || !step.body.mfaToken) throw new Error(`password step: ${step.status} ${JSON.stringify(step.body)}`);
  return step.body.mfaToken as string;
};

/** Every path that takes a password, code or secret (issue 14: "every credential-accepting path"). */
export const bruteForceTargets: BruteForceTarget[] = [
  {
    name: 'password sign-in',
    setUp: async (t) => signUpAndActivate(t),
    guess: (u, g) => json('POST', `${AUTH}/user`, { email: u.email, password: g.right ? u.password : `wrong password guess ${g.i}` }),
    outcomeOf: outcomes('auth.invalid_credentials'),
  },
  {
    name: 'password change (current password)',
    setUp: async (t) => signUpAndActivate(t),
    // Signed in on the attacked server: its tokens name its own issuer.
    arm: async (call, a) => {
      const signedIn = await call('POST', `${AUTH}/user`, { email: a.email, password: a.password });
      if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
      return { ...a, accessToken: signedIn.body.accessToken };
    },
    guess: (u, g) =>
      json(
        'POST',
        '/identity/resources/users/v1/passwords/change',
        { password: g.right ? u.password : `wrong password guess ${g.i}`, newPassword: 'an entirely new long passphrase' },
        { authorization: `Bearer ${u.accessToken}` },
      ),
    outcomeOf: outcomes('auth.invalid_password'),
  },
  {
    name: 'authenticator app code',
    setUp: withAuthenticator,
    arm: async (call, a) => ({ mfaToken: await mfaTokenOf(call, a), uri: a.uri }),
    guess: (f, g) => {
      const totp = URI.parse(f.uri as string) as TOTP;
      const now = Date.now();
      const right = totp.generate({ timestamp: now });
      // A wrong guess must be wrong in the whole window the server accepts (one step either side).
      const window = new Set([-STEP, 0, STEP].map((d) => totp.generate({ timestamp: now + d })));
      let wrong = wrongDigits(right, g.i);
      while (window.has(wrong)) wrong = wrongDigits(wrong, 0);
      return json('POST', `${AUTH}/user/mfa/verify`, { mfaToken: f.mfaToken, value: g.right ? right : wrong });
    },
    outcomeOf: outcomes('mfa.invalid_code'),
  },
  {
    name: 'recovery code',
    setUp: withAuthenticator,
    guess: (a, g) =>
      json('POST', `${AUTH}/user/mfa/recover`, {
        email: a.email,
        recoveryCode: g.right ? a.recoveryCode : `WRNG-${String(g.i).padStart(4, '0')}-AAAA-BBBB-CCCC-DDDD`,
      }),
    outcomeOf: outcomes('mfa.invalid_recovery_code'),
  },
  {
    name: 'email code (second factor)',
    policy: { mfaStrategies: [{ strategy: 'EmailCode', isActive: true }] },
    setUp: async (t) => {
      const u = await signUpAndActivate(t);
      const forced = await t.request('POST', '/identity/resources/configurations/v1/mfa-policy', {
        token: u.accessToken,
        body: { enforceMFAType: 'Force' },
      });
      if (forced.status !== 200) throw new Error(`mfa policy: ${forced.status}`);
      return u;
    },
    arm: async (call, a) => {
      const mfaToken = await mfaTokenOf(call, a);
      const sent = await call('POST', `${AUTH}/user/mfa/emailcode`, { mfaToken });
      if (sent.status !== 200) throw new Error(`email code: ${sent.status} ${JSON.stringify(sent.body)}`);
      return { mfaToken, otcToken: sent.body.otcToken, code: await lastCodeMailed(call, a.email as string, 'mfa_email_code') };
    },
    guess: (f, g) =>
      json('POST', `${AUTH}/user/mfa/emailcode/verify`, {
        mfaToken: f.mfaToken,
        otcToken: f.otcToken,
        code: g.right ? f.code : wrongDigits(f.code as string, g.i),
      }),
    outcomeOf: outcomes('mfa.invalid_code'),
  },
  {
    name: 'SMS code (second factor)',
    policy: { mfaStrategies: [{ strategy: 'SMS', isActive: true }] },
    setUp: async (t) => {
      const k = mfaTestKit(t);
      await k.setStrategies([{ strategy: 'SMS', isActive: true }]);
      return factorTestKit(t, k).withPhone();
    },
    arm: async (call, a) => {
      const mfaToken = await mfaTokenOf(call, a);
      const sent = await call('POST', `${AUTH}/user/mfa/sms/${a.deviceId}`, { mfaToken });
      if (sent.status !== 200) throw new Error(`sms code: ${sent.status} ${JSON.stringify(sent.body)}`);
      const texts = (await call('GET', `/dev/sms.json?to=${encodeURIComponent(a.phone as string)}`)).body as unknown as {
        kind: string;
        codes: string[];
      }[];
      return { mfaToken, deviceId: a.deviceId, otcToken: sent.body.otcToken, code: texts.find((m) => m.kind === 'mfa_code')!.codes[0] };
    },
    guess: (f, g) =>
      json('POST', `${AUTH}/user/mfa/sms/${f.deviceId}/verify`, {
        mfaToken: f.mfaToken,
        otcToken: f.otcToken,
        code: g.right ? f.code : wrongDigits(f.code as string, g.i),
      }),
    outcomeOf: outcomes('mfa.invalid_code'),
  },
  {
    name: 'passwordless email code',
    policy: { authStrategy: 'Code' },
    setUp: async (t) => signUpAndActivate(t),
    arm: async (call, a) => {
      const sent = await call('POST', `${AUTH}/passwordless/code/prelogin`, { email: a.email });
      if (sent.status !== 200) throw new Error(`passwordless code: ${sent.status} ${JSON.stringify(sent.body)}`);
      return { otcToken: sent.body.otcToken, code: await lastCodeMailed(call, a.email as string, 'passwordless_code') };
    },
    guess: (f, g) =>
      json('POST', `${AUTH}/passwordless/code/postlogin`, {
        otcToken: f.otcToken,
        token: g.right ? f.code : wrongDigits(f.code as string, g.i),
      }),
    outcomeOf: outcomes('passwordless.invalid_code'),
  },
  {
    name: 'passwordless SMS code',
    policy: { authStrategy: 'EmailAndPassword', secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: true }] },
    setUp: async (t) => {
      const u = await signUpAndActivate(t);
      const phoneNumber = `+1415${String(Date.now() % 1000).padStart(3, '0')}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
      await setLoginPhone(t, u.accessToken, phoneNumber);
      return { ...u, phoneNumber };
    },
    arm: async (call, a) => {
      const sent = await call('POST', `${AUTH}/passwordless/smscode/prelogin`, { phoneNumber: a.phoneNumber });
      if (sent.status !== 200) throw new Error(`passwordless sms: ${sent.status} ${JSON.stringify(sent.body)}`);
      const texts = (await call('GET', `/dev/sms.json?to=${encodeURIComponent(a.phoneNumber as string)}`)).body as unknown as {
        kind: string;
        codes: string[];
      }[];
      return { otcToken: sent.body.otcToken, code: texts.find((m) => m.kind === 'passwordless_code')!.codes[0] };
    },
    guess: (f, g) =>
      json('POST', `${AUTH}/passwordless/SmsCode/postlogin`, {
        otcToken: f.otcToken,
        token: g.right ? f.code : wrongDigits(f.code as string, g.i),
      }),
    outcomeOf: outcomes('passwordless.invalid_code'),
  },
  {
    name: 'magic link',
    policy: { authStrategy: 'MagicLink' },
    namesNoAccount:
      'a link is a 256-bit bearer value found by its digest: a wrong one matches no account, so there is nothing to count against, and guessing one is hopeless; the per-IP limit bounds the tries',
    setUp: async (t) => signUpAndActivate(t),
    arm: async (call, a) => {
      const sent = await call('POST', `${AUTH}/passwordless/magiclink/prelogin`, { email: a.email });
      if (sent.status !== 200) throw new Error(`magic link: ${sent.status} ${JSON.stringify(sent.body)}`);
      const mails = (await call('GET', `/dev/mail.json?to=${encodeURIComponent(a.email as string)}`)).body as unknown as {
        kind: string;
        links: string[];
      }[];
      return { token: new URL(mails.find((m) => m.kind === 'magic_link')!.links[0]!).searchParams.get('token') };
    },
    guess: (f, g) =>
      json('POST', `${AUTH}/passwordless/magiclink/postlogin`, {
        token: g.right ? f.token : `${String(f.token).slice(0, -6)}${String(g.i).padStart(6, '0')}`,
      }),
    outcomeOf: outcomes('passwordless.invalid_code'),
  },
  {
    name: 'API token secret',
    setUp: async (t) => {
      const u = await signUpAndActivate(t);
      const res = await t.request('POST', '/identity/resources/tenants/api-tokens/v2', {
        token: u.accessToken,
        body: { description: 'machine' },
      });
      if (res.status !== 201) throw new Error(`api token: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    },
    guess: (c, g) => json('POST', `${AUTH}/api-token`, { clientId: c.clientId, secret: g.right ? c.secret : `wrong-secret-${g.i}` }),
    outcomeOf: outcomes('api_token.invalid_credentials', 'request.rate_limited'),
  },
  {
    name: 'OAuth client secret',
    setUp: async (t) => {
      const c = await t.deps.oauth.clients.create(systemContext({ actorId: 'gate', userAgent: 'gate' }), {
        name: 'Confidential app',
        type: 'confidential',
        redirectUris: ['https://app.example.com/cb'],
        postLogoutRedirectUris: [],
        allowedOrigins: [],
      });
      return { clientId: c.clientId, secret: c.clientSecret };
    },
    // A refresh grant with a junk token: a right secret gets past client authentication to invalid_grant.
    guess: (c, g) => ({
      method: 'POST',
      path: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'not-a-refresh-token',
        client_id: c.clientId as string,
        client_secret: g.right ? (c.secret as string) : `wrong-secret-${g.i}`,
      }).toString(),
    }),
    outcomeOf: outcomes('invalid_client', 'slow_down', (a) => code(a) === 'invalid_grant'),
  },
  {
    name: 'vendor credential secret',
    setUp: async (t) => createVendorCredential(t.deps.db.kysely, t.clock, 'gate target'),
    guess: (c, g) => json('POST', '/auth/vendor', { clientId: c.clientId, secret: g.right ? c.secret : `wrong-secret-${g.i}` }),
    outcomeOf: outcomes('vendor.invalid_credentials', 'request.rate_limited'),
  },
];
