import { randomBytes } from 'node:crypto';
import type { Deps } from '../../src/deps';
import { addPhone } from '../../src/features/mfa/phones.store';
import { insertSecurityKey } from '../../src/features/mfa/security-keys.store';
import type { ExampleContext, MatrixExample } from './matrix-examples';

let sequence = 0;
/** A phone number (E.164) no other case uses (the SMS send limits are per number). */
const phone = () => `+1666${String(Date.now() % 1000).padStart(3, '0')}${String(sequence++ % 10_000).padStart(4, '0')}`;
/** The user a case acts as (callers without a user: the tenant's member). */
const ownerOf = (ctx: ExampleContext) => (ctx.caller.user ?? ctx.caller.home.member).id;

/** A phone of the caller, as a finished SMS enrolment leaves it. */
const ownPhone = async (ctx: ExampleContext) => (await addPhone(ctx.deps.db.kysely, ctx.deps.clock, ownerOf(ctx), phone()))!;
/** A security key of the caller (a made-up public key: no signature will ever verify against it). */
const ownKey = async (ctx: ExampleContext) =>
  (await insertSecurityKey(
    ctx.deps.db.kysely,
    ctx.deps.clock,
    ownerOf(ctx),
    {
      credentialId: randomBytes(16).toString('base64url'),
      publicKey: randomBytes(64).toString('base64url'),
      counter: 0,
      transports: ['usb'],
      multiDevice: false,
      backedUp: false,
      aaguid: '00000000-0000-0000-0000-000000000000',
    },
    'CrossPlatform',
    'Security key',
  ))!;

/**
 * Examples of the SMS and WebAuthn second-factor routes (features/mfa, decision 0024): E.164
 * numbers the schema generator cannot make, made-up MFA tokens for the sign-in routes (refused with
 * 400), and a phone or key of the caller's own for the profile's by-id routes (another user's device
 * id is refused with 404: features/mfa/sms-profile.test.ts, security-key.test.ts).
 */
export const mfaFactorExamples: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>> = {
  mfaSendSmsCode: ({ unique }) => ({ params: { deviceId: `phone-${unique()}` }, body: { mfaToken: `mfa-${unique()}` } }),
  mfaVerifySmsCode: ({ unique }) => ({
    params: { deviceId: `phone-${unique()}` },
    body: { mfaToken: `mfa-${unique()}`, otcToken: `otc-${unique()}`, code: '123456' },
  }),
  mfaLoginEnrollSms: ({ unique }) => ({ body: { mfaToken: `mfa-${unique()}`, phoneNumber: phone() } }),
  enrollSms: () => ({ body: { phoneNumber: phone() } }),
  disableSms: async (ctx) => ({ params: { deviceId: await ownPhone(ctx) } }),
  verifyDisableSms: async (ctx) => ({
    params: { deviceId: await ownPhone(ctx) },
    body: { otcToken: `otc-${ctx.unique()}`, code: '123456' },
  }),
  mfaStartWebauthn: ({ unique }) => ({ params: { deviceId: `key-${unique()}` }, body: { mfaToken: `mfa-${unique()}` } }),
  mfaVerifyWebauthn: ({ unique }) => ({ params: { deviceId: `key-${unique()}` } }),
  disableWebauthn: async (ctx) => ({ params: { deviceId: await ownKey(ctx) } }),
  verifyDisableWebauthn: async (ctx) => ({ params: { deviceId: await ownKey(ctx) } }),
};

/** The phones and second-factor keys of a tenant's members (matrix snapshot: another tenant's callers never change them). */
export async function mfaFactorsSnapshot(deps: Deps, userIds: string[]) {
  const ids = userIds.length ? userIds : ['-'];
  const db = deps.db.kysely;
  return {
    'user_phones:second_factor': await db
      .selectFrom('user_phones')
      .selectAll()
      .where('use', '=', 'second_factor')
      .where('user_id', 'in', ids)
      .orderBy('id')
      .execute(),
    'user_webauthn_credentials:second_factor': await db
      .selectFrom('user_webauthn_credentials')
      .selectAll()
      .where('use', '=', 'second_factor')
      .where('user_id', 'in', ids)
      .orderBy('id')
      .execute(),
  };
}
