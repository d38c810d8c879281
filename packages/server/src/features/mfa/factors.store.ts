import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { claimGuess, spendOnce } from '../../kernel/single-use-codes';

type Db = Kysely<Database> | Transaction<Database>;

/** The email addresses the user proved as a second factor. */
export const emailFactors = (db: Db, userId: string) =>
  db.selectFrom('mfa_email_factors').select(['id', 'email']).where('user_id', '=', userId).orderBy('created_at').execute();

/** Records an email factor (idempotent: a second proof of the same address adds nothing); true when it is new. */
export async function addEmailFactor(trx: Db, clock: Clock, userId: string, email: string): Promise<boolean> {
  const existing = await trx
    .selectFrom('mfa_email_factors')
    .select('id')
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) return false;
  await trx
    .insertInto('mfa_email_factors')
    .values({ id: newId(), user_id: userId, email, created_at: iso(clock.now()) })
    .execute();
  return true;
}

/** What is stored for a sent code: bound to its otc token, so the digits alone are never in the database. */
export const codeHash = (otcToken: string, code: string) => sha256(`gatehouse-otc:${otcToken}:${code}`);

/** What a code is for: an emailed sign-in code, a texted sign-in code, a texted enrolment or removal code. */
export type CodeChannel = 'email' | 'sms' | 'sms_enrol' | 'sms_disable';

/**
 * Stores a new code for a flow (a pending sign-in, or a profile enrolment or removal) and voids
 * every earlier unused one of that flow (ASVS 2.7.3: a new request invalidates the old code).
 * Answers the otc token.
 */
export async function issueCode(
  trx: Db,
  clock: Clock,
  input: { userId: string; mfaTokenId: string; channel: CodeChannel; target: string; code: string; ttlMs: number },
): Promise<string> {
  const now = clock.now();
  await trx
    .updateTable('mfa_codes')
    .set({ used_at: iso(now) })
    .where('mfa_token_id', '=', input.mfaTokenId)
    .where('used_at', 'is', null)
    .execute();
  const otcToken = randomToken(32);
  await trx
    .insertInto('mfa_codes')
    .values({
      id: newId(),
      user_id: input.userId,
      mfa_token_id: input.mfaTokenId,
      channel: input.channel,
      target: input.target,
      otc_hash: sha256(otcToken),
      code_hash: codeHash(otcToken, input.code),
      created_at: iso(now),
      expires_at: iso(now + input.ttlMs),
      used_at: null,
    })
    .execute();
  return otcToken;
}

/** How many codes were sent to the user since `sinceIso` (per-account send limit). */
export async function codesSentSince(db: Db, userId: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many codes went to `target` (a phone number) since `sinceIso`, whoever asked (per-number send limit). */
export async function codesSentTo(db: Db, target: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('target', '=', target)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Claims one guess at a code before it is compared: false once `max` guesses were claimed or the
 * code was spent or expired (N9: a code survives a bounded number of wrong guesses, also under races).
 */
export const claimCodeGuess = (db: Db, clock: Clock, id: string, max: number): Promise<boolean> =>
  claimGuess(db, clock, 'mfa_codes', id, max);

/** A live code of a pending sign-in by its otc token, or undefined. */
export async function liveCode(db: Db, clock: Clock, otcToken: string, mfaTokenId: string) {
  const row = await db.selectFrom('mfa_codes').selectAll().where('otc_hash', '=', sha256(otcToken)).executeTakeFirst();
  if (!row || row.mfa_token_id !== mfaTokenId || row.used_at || row.expires_at <= iso(clock.now())) return undefined;
  return row;
}

/** Spends a code; false when another request spent it first (single use under races) or it expired. */
export const spendCode = (trx: Db, clock: Clock, id: string): Promise<boolean> => spendOnce(trx, clock, 'mfa_codes', id);

/** The fingerprint a remembered device is bound to: a new password (change or reset) voids every device. */
export const passwordFingerprint = (passwordHash: string | null) => sha256(`gatehouse-remember:${passwordHash ?? ''}`);

/** Remembers a browser for the user until `expiresAtMs`; answers the raw token for the cookie (only its hash is kept). */
export async function rememberDevice(
  trx: Db,
  clock: Clock,
  userId: string,
  passwordHash: string | null,
  expiresAtMs: number,
): Promise<string> {
  const raw = randomToken(32);
  await trx
    .insertInto('mfa_remembered_devices')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(raw),
      password_fingerprint: passwordFingerprint(passwordHash),
      created_at: iso(clock.now()),
      expires_at: iso(expiresAtMs),
    })
    .execute();
  return raw;
}

/** Whether the raw token remembers this browser for this user, unexpired and under the current password. */
export async function isRemembered(db: Db, clock: Clock, userId: string, passwordHash: string | null, raw: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_remembered_devices')
    .select(['user_id', 'password_fingerprint', 'expires_at'])
    .where('token_hash', '=', sha256(raw))
    .executeTakeFirst();
  return (
    !!row && row.user_id === userId && row.expires_at > iso(clock.now()) && row.password_fingerprint === passwordFingerprint(passwordHash)
  );
}

/** Forgets every remembered browser of the user (their factors changed). */
export const forgetDevices = (trx: Db, userId: string) => trx.deleteFrom('mfa_remembered_devices').where('user_id', '=', userId).execute();
