import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression, type Transaction } from 'kysely';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where second factors live, and which rows count as enrolled: an authenticator app once its first code was
 * checked; a phone, a security key or an email factor as soon as it exists (each is added only after its proof).
 * The one list the users table, its "MFA unenrolled" preset and the profile agree on.
 */
const FACTOR_TABLES = ['mfa_authenticators', 'mfa_phones', 'mfa_webauthn_devices', 'mfa_email_factors'] as const;

/** Users among `userIds` with at least one enrolled second factor. */
export async function usersWithFactor(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  // One round trip for the four tables (PostgreSQL would otherwise wait four times per users page).
  let q = db.selectFrom('mfa_authenticators').select('user_id').where('user_id', 'in', userIds).where('enrolled_at', 'is not', null);
  for (const table of FACTOR_TABLES.slice(1)) q = q.union(db.selectFrom(table).select('user_id').where('user_id', 'in', userIds));
  return new Set((await q.execute()).map((r) => r.user_id));
}

/**
 * A user row with two flags: `has_factor` (an authenticator app, phone or security key) and `has_email_factor`, in
 * one statement; the email factor counts only while the vendor offers email codes, which the caller knows.
 */
const withFactorFlags = prepared((db, userId: string) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => {
      const exists = (table: (typeof FACTOR_TABLES)[number]) => {
        let q = eb.selectFrom(table).select(`${table}.user_id` as never).whereRef(`${table}.user_id` as never, '=', 'users.id');
        if (table === 'mfa_authenticators') q = q.where('enrolled_at', 'is not', null);
        return eb.exists(q);
      };
      return [eb.or(FACTOR_TABLES.slice(0, 3).map(exists)).as('has_factor'), exists('mfa_email_factors').as('has_email_factor')];
    })
    .where('users.id', '=', userId),
);

/** A user with whether they have a second factor, `emailCounts` telling (when needed) whether an email factor is one. */
export async function userWithFactor(db: Db, userId: string, emailCounts: () => Promise<boolean>) {
  const row = await withFactorFlags.first(db as Kysely<Database>, userId);
  if (!row) return undefined;
  const { has_factor, has_email_factor, ...user } = row;
  // PostgreSQL answers booleans, SQLite 0 and 1.
  return { user, mfaEnrolled: Boolean(has_factor) || (Boolean(has_email_factor) && (await emailCounts())) };
}

/** A condition: the user named by `userColumn` has no enrolled second factor (one indexed NOT EXISTS per table). */
export function hasNoFactor<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, userColumn: string): Expression<SqlBool> {
  const e = eb as unknown as ExpressionBuilder<Database, never>;
  return e.and(
    FACTOR_TABLES.map((table) => {
      let q = e.selectFrom(table).select(`${table}.user_id` as never).whereRef(`${table}.user_id` as never, '=', userColumn as never);
      if (table === 'mfa_authenticators') q = q.where('enrolled_at', 'is not', null);
      return e.not(e.exists(q));
    }),
  );
}

/**
 * Whether one user has an enrolled second factor, in one statement (every `GET /me` asks). `withEmail`: whether an
 * email factor counts, which it does only while the vendor offers email codes (SECURITY.md §0).
 */
export async function userHasFactor(db: Db, userId: string, withEmail: boolean): Promise<boolean> {
  return (await (withEmail ? anyFactorOrEmail : anyFactor).all(db, userId)).length > 0;
}

const one = sql<number>`1`.as('one');
const factorRows = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('mfa_authenticators')
    .select(one)
    .where('user_id', '=', userId)
    .where('enrolled_at', 'is not', null)
    .unionAll(db.selectFrom('mfa_phones').select(one).where('user_id', '=', userId))
    .unionAll(db.selectFrom('mfa_webauthn_devices').select(one).where('user_id', '=', userId));
const anyFactor = prepared((db, userId: string) => factorRows(db, userId).limit(1));
const anyFactorOrEmail = prepared((db, userId: string) => factorRows(db, userId).unionAll(db.selectFrom('mfa_email_factors').select(one).where('user_id', '=', userId)).limit(1));
