import type { Kysely, Transaction } from 'kysely';
import { iso, type Clock } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The account an identity at a provider is linked to. */
export const identityBySubject = (db: Db, provider: string, subject: string) =>
  db.selectFrom('social_identities').selectAll().where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();

/** Links an identity to an account (unique per provider and subject: a parallel link of the same one fails). */
export const linkIdentity = (db: Db, clock: Clock, row: { userId: string; provider: string; subject: string; email: string | null }) =>
  db
    .insertInto('social_identities')
    .values({
      id: newId(),
      user_id: row.userId,
      provider: row.provider,
      subject: row.subject,
      email: row.email,
      created_at: iso(clock.now()),
      last_login_at: iso(clock.now()),
    })
    .execute();

/** Records a sign-in through a linked identity. */
export const touchIdentity = (db: Db, clock: Clock, id: string) =>
  db
    .updateTable('social_identities')
    .set({ last_login_at: iso(clock.now()) })
    .where('id', '=', id)
    .execute();

/** Marks an account's address proven (a provider vouched for the same address). */
export const markVerified = (db: Db, clock: Clock, userId: string) =>
  db
    .updateTable('users')
    .set({ verified: 1, updated_at: iso(clock.now()) })
    .where('id', '=', userId)
    .where('verified', '=', 0)
    .execute();
