import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, randomToken, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';
import { secondFactorPhones } from './phones.store';
import { hashRecoveryCode } from './recovery-codes';
import { secondFactorKeys } from './security-keys.store';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's enrolled authenticator apps (pending enrolments excluded). */
export const enrolledAuthenticators = (db: Db, userId: string) =>
  db
    .selectFrom('mfa_authenticators')
    .selectAll()
    .where('user_id', '=', userId)
    .where('enrolled_at', 'is not', null)
    .orderBy('created_at')
    .execute();

/** Marks a pending enrolment enrolled at `step`; false when it was already finished (single use under races). */
export async function markEnrolled(trx: Db, clock: Clock, deviceId: string, step: number): Promise<boolean> {
  const r = await trx
    .updateTable('mfa_authenticators')
    .set({ enrolled_at: iso(clock.now()), last_used_step: step })
    .where('id', '=', deviceId)
    .where('enrolled_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The user's enrolment waiting for its first code, if any. */
export const pendingAuthenticator = (db: Db, userId: string) =>
  db.selectFrom('mfa_authenticators').selectAll().where('user_id', '=', userId).where('enrolled_at', 'is', null).executeTakeFirst();

/** Starts an enrolment, replacing any earlier pending one. */
export async function insertPendingAuthenticator(trx: Db, clock: Clock, userId: string, sealedSecret: string): Promise<string> {
  await trx.deleteFrom('mfa_authenticators').where('user_id', '=', userId).where('enrolled_at', 'is', null).execute();
  const id = newId();
  await trx
    .insertInto('mfa_authenticators')
    .values({ id, user_id: userId, secret: sealedSecret, last_used_step: null, created_at: iso(clock.now()), enrolled_at: null })
    .execute();
  return id;
}

/**
 * Records `step` as used by the device: false when that step (or a later one) was used already —
 * the conditional update is the replay guard, atomic under races (ASVS 2.8.4).
 */
export async function claimTotpStep(trx: Db, deviceId: string, step: number): Promise<boolean> {
  const r = await trx
    .updateTable('mfa_authenticators')
    .set({ last_used_step: step })
    .where('id', '=', deviceId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Replaces the user's recovery codes with new ones (hashes only). */
export async function replaceRecoveryCodes(trx: Db, clock: Clock, userId: string, codes: string[]): Promise<void> {
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  const now = iso(clock.now());
  await trx
    .insertInto('mfa_recovery_codes')
    .values(codes.map((code) => ({ id: newId(), user_id: userId, code_hash: hashRecoveryCode(code), created_at: now, used_at: null })))
    .execute();
}

/** Spends an unused recovery code of the user; false when there is none (or another request spent it first). */
export async function spendRecoveryCode(trx: Db, clock: Clock, userId: string, code: string): Promise<boolean> {
  const r = await trx
    .updateTable('mfa_recovery_codes')
    .set({ used_at: iso(clock.now()) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether the user still has an enrolled authenticator, an email factor, a phone or a security key. */
export async function hasAnyFactor(trx: Db, userId: string): Promise<boolean> {
  const found = await Promise.all([
    trx.selectFrom('mfa_authenticators').select('id').where('user_id', '=', userId).where('enrolled_at', 'is not', null).executeTakeFirst(),
    trx.selectFrom('mfa_email_factors').select('id').where('user_id', '=', userId).executeTakeFirst(),
    secondFactorPhones(trx).select('id').where('user_id', '=', userId).executeTakeFirst(),
    secondFactorKeys(trx).select('id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return found.some(Boolean);
}

/** Removes every second factor of the user: authenticators, email factors, phones, security keys and recovery codes. */
export async function removeAllFactors(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('mfa_authenticators').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mfa_email_factors').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_phones').where('user_id', '=', userId).where('use', '=', 'second_factor').execute();
  await trx.deleteFrom('user_webauthn_credentials').where('user_id', '=', userId).where('use', '=', 'second_factor').execute();
  await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * A token for a sign-in (or a step-up of `sessionId`) waiting for its second factor (stored hashed).
 * `firstAmr` names the methods of the sign-in's first step when it was not a password (a passwordless
 * code or link), so the session it ends in says what was really used. `entry` is a session asking to
 * enter a tenant whose MFA policy it does not meet (decision 0032): the sign-in opens in that tenant
 * and replaces that session.
 */
export async function issueMfaToken(
  db: Db,
  clock: Clock,
  userId: string,
  ttlSeconds: number,
  stepUpOf?: string,
  firstAmr?: string[],
  entry?: { tenantId: string; sessionId: string },
): Promise<string> {
  const raw = randomToken(32);
  const now = clock.now();
  await db
    .insertInto('mfa_tokens')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: sha256(raw),
      created_at: iso(now),
      expires_at: iso(now + ttlSeconds * 1000),
      used_at: null,
      purpose: stepUpOf ? 'step_up' : 'login',
      session_id: stepUpOf ?? entry?.sessionId ?? null,
      first_amr: firstAmr?.length ? JSON.stringify(firstAmr) : null,
      tenant_id: entry?.tenantId ?? null,
    })
    .execute();
  return raw;
}

/** The first-step methods of a sign-in's MFA token: a password unless the token says otherwise. */
export function firstAmrOf(token: { first_amr: string | null }): string[] {
  if (!token.first_amr) return ['pwd'];
  const parsed = JSON.parse(token.first_amr) as unknown;
  return Array.isArray(parsed) && parsed.every((m) => typeof m === 'string') && parsed.length > 0 ? parsed : ['pwd'];
}

/** A live (unused, unexpired) MFA token, or undefined. */
export async function liveMfaToken(db: Db, clock: Clock, raw: string) {
  const row = await db.selectFrom('mfa_tokens').selectAll().where('token_hash', '=', sha256(raw)).executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= iso(clock.now())) return undefined;
  return row;
}

/** Spends an MFA token; false when another request spent it first (single use under races). */
export async function spendMfaToken(trx: Db, clock: Clock, id: string): Promise<boolean> {
  const r = await trx
    .updateTable('mfa_tokens')
    .set({ used_at: iso(clock.now()) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
