import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId, sha256 } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An authorization code row. */
export type OAuthCodeRow = Database['oauth_codes'];

/** Stores a new code (its SHA-256 only). */
export async function insertCode(
  db: Db,
  clock: Clock,
  code: string,
  input: Pick<OAuthCodeRow, 'client_id' | 'browser_session_id' | 'redirect_uri' | 'scope' | 'nonce' | 'code_challenge'>,
  ttlSeconds: number,
): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('oauth_codes')
    .values({
      id: newId(),
      code_hash: sha256(code),
      ...input,
      created_at: iso(now),
      expires_at: iso(now + ttlSeconds * 1000),
      used_at: null,
      issued_session_id: null,
    })
    .execute();
}

/** The code row of a presented code, if any. */
export const codeByValue = (db: Db, code: string) =>
  db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', sha256(code)).executeTakeFirst();

/** Spends a code: of any number of concurrent exchanges exactly one sees `true` (conditional update). */
export async function claimCode(trx: Db, clock: Clock, codeId: string): Promise<boolean> {
  const r = await trx
    .updateTable('oauth_codes')
    .set({ used_at: iso(clock.now()) })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records the session an exchange started, so a replay of its code can end it. */
export const setIssuedSession = (trx: Db, codeId: string, sessionId: string) =>
  trx.updateTable('oauth_codes').set({ issued_session_id: sessionId }).where('id', '=', codeId).execute();

/** Links a session to the application it was issued to and the hosted-login session it came from. */
export const linkSession = (
  trx: Db,
  clock: Clock,
  input: { sessionId: string; clientId: string; browserSessionId: string | null; scope: string },
) =>
  trx
    .insertInto('oauth_sessions')
    .values({
      session_id: input.sessionId,
      client_id: input.clientId,
      browser_session_id: input.browserSessionId,
      scope: input.scope,
      created_at: iso(clock.now()),
    })
    .execute();

/** The application a session was issued to, if it was issued to one. */
export const oauthSession = (db: Db, sessionId: string) =>
  db.selectFrom('oauth_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();

/** Sessions issued from a hosted-login session (ended with it at logout). */
export const sessionsFromBrowserSession = async (db: Db, browserSessionId: string): Promise<string[]> =>
  (await db.selectFrom('oauth_sessions').select('session_id').where('browser_session_id', '=', browserSessionId).execute()).map(
    (r) => r.session_id,
  );

/** Sessions issued to a client (ended when it is revoked). */
export const sessionsOfClient = async (db: Db, clientId: string): Promise<string[]> =>
  (await db.selectFrom('oauth_sessions').select('session_id').where('client_id', '=', clientId).execute()).map((r) => r.session_id);
