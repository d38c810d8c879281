import { expect } from 'vitest';
import { vendorSession, type TestServer } from '../../../test/harness';

/** Signs in with the password (a fresh access token after the test clock moved). */
export async function passwordSignIn(t: TestServer, email: string, password = 'correct horse battery staple'): Promise<string> {
  const res = await t.request('POST', '/identity/resources/auth/v1/user', { body: { email, password } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Paths of the phone API. */
export const P = {
  phone: '/identity/resources/users/v1/phone',
  phoneVerify: '/identity/resources/users/v1/phone/verify',
  reset: '/identity/resources/users/v1/phone/reset',
  resetVerify: '/identity/resources/users/v1/phone/reset/verify',
  change: '/identity/resources/users/v1/phone/change',
  numbers: '/identity/resources/users/phone-numbers/v1',
  numbersMe: '/identity/resources/users/phone-numbers/v1/me',
  preverify: '/identity/resources/users/phone-numbers/v1/preverify',
  verify: '/identity/resources/users/phone-numbers/v1/verify',
  numbersV2: '/identity/resources/users/phone-numbers/v2',
  me: '/identity/resources/users/v2/me',
  smsPrelogin: '/identity/resources/auth/v1/passwordless/smscode/prelogin',
  smsPostlogin: '/identity/resources/auth/v1/passwordless/SmsCode/postlogin',
} as const;

let sequence = 0;
/** A phone number no other test uses (E.164). */
export const newPhone = (): string => `+1415${String(Date.now() % 1000).padStart(3, '0')}${String(sequence++ % 10_000).padStart(4, '0')}`;

/** Texts sent to a number, newest first, with the codes found in each (dev SMS outbox). */
export async function textsTo(t: TestServer, phone: string) {
  const res = await t.request('GET', `/dev/sms.json?to=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { to: string; kind: string; text: string; codes: string[] }[];
}

/** The code of the newest text of a kind to a number. */
export async function textedCode(t: TestServer, phone: string, kind = 'phone_verification'): Promise<string> {
  const text = (await textsTo(t, phone)).find((m) => m.kind === kind);
  expect(text, `a ${kind} text to ${phone}`).toBeTruthy();
  return text!.codes[0]!;
}

/** The code of the newest phone-reset email to an address. */
export async function mailedResetCode(t: TestServer, email: string): Promise<string> {
  const mail = (await t.mails(email)).find((m) => m.kind === 'phone_reset');
  expect(mail, `a phone_reset mail to ${email}`).toBeTruthy();
  return mail!.text.match(/\b(\d{6})\b/)![1]!;
}

/** A code other than `code` (same length). */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Sets the vendor's sign-in policy (decision 0013). */
export async function setAuthPolicy(t: TestServer, body: Record<string, unknown>): Promise<void> {
  const res = await t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
    token: (await vendorSession(t)).token,
    body,
  });
  expect(res.status).toBe(200);
}

/** Row counts of the tables the phone flows write (a refused request writes nothing). */
export async function phoneCounts(t: TestServer) {
  const db = t.deps.db.kysely;
  const n = async (table: 'phone_codes' | 'user_phones' | 'sms_outbox' | 'mail_outbox' | 'audit_log') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    codes: await n('phone_codes'),
    numbers: await n('user_phones'), // every use: a refused request adds no second-factor phone either
    sms: await n('sms_outbox'),
    mail: await n('mail_outbox'),
    audit: await n('audit_log'),
  };
}

/** The audit actions written for a user, oldest first. */
export async function auditActions(t: TestServer, userId: string): Promise<{ action: string; data: string }[]> {
  return t.deps.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'data'])
    .where('target_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
