import type { AliasableExpression, ExpressionBuilder, Kysely, SqlBool, Expression, Transaction } from 'kysely';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Where second factors live, and which rows count as enrolled: an authenticator app once its first code was
 * checked; a phone or a security key of use 'second_factor' (not a listed number, not a passkey) and an email
 * factor as soon as it exists (each is added only after its proof).
 * The one list the users table, its "MFA unenrolled" preset, the profile and the sign-in agree on.
 */
const FACTOR_TABLES = ['mfa_authenticators', 'user_phones', 'user_webauthn_credentials', 'mfa_email_factors'] as const;
type FactorTable = (typeof FACTOR_TABLES)[number];

/** A condition: the user named by `userColumn` has an enrolled factor in `table` (one indexed EXISTS). */
function factorIn<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  table: FactorTable,
  userColumn: string,
): AliasableExpression<SqlBool> {
  const e = eb as unknown as ExpressionBuilder<Database, never>;
  let q = e
    .selectFrom(table)
    .select(`${table}.user_id` as never)
    .whereRef(`${table}.user_id` as never, '=', userColumn as never);
  if (table === 'mfa_authenticators') q = q.where('enrolled_at', 'is not', null);
  if (table === 'user_phones' || table === 'user_webauthn_credentials') q = q.where(`${table}.use` as never, '=', 'second_factor' as never);
  return e.exists(q);
}

/** Users among `userIds` with at least one enrolled second factor (one statement per users page). */
export async function usersWithFactor(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', userIds)
    .where((eb) => eb.or(FACTOR_TABLES.map((table) => factorIn(eb, table, 'users.id'))))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** A condition: the user named by `userColumn` has no enrolled second factor. */
export function hasNoFactor<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  userColumn: string,
): Expression<SqlBool> {
  const e = eb as unknown as ExpressionBuilder<Database, never>;
  return e.and(FACTOR_TABLES.map((table) => e.not(factorIn(e, table, userColumn))));
}

/**
 * A user row with two flags: `has_factor` (an authenticator app, phone or security key) and `has_email_factor`, in
 * one statement (every `GET /me` and sign-in asks); the email factor counts only while the vendor offers email
 * codes, which the caller knows.
 */
const withFactorFlags = prepared((db, userId: string) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb.or(FACTOR_TABLES.slice(0, 3).map((table) => factorIn(eb, table, 'users.id'))).as('has_factor'),
      factorIn(eb, 'mfa_email_factors', 'users.id').as('has_email_factor'),
    ])
    .where('users.id', '=', userId),
);

/**
 * A user with whether they have a second factor; `emailCounts` says (asked only when it matters) whether an email
 * factor is one, which it is only while the vendor offers email codes (SECURITY.md §0).
 */
export async function userWithFactor(db: Db, userId: string, emailCounts: () => Promise<boolean>) {
  const row = await withFactorFlags.first(db as Kysely<Database>, userId);
  if (!row) return undefined;
  const { has_factor, has_email_factor, ...user } = row;
  // PostgreSQL answers booleans, SQLite 0 and 1.
  return { user, mfaEnrolled: Boolean(has_factor) || (Boolean(has_email_factor) && (await emailCounts())) };
}
