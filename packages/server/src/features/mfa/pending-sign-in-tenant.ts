import type { Kysely } from 'kysely';
import type { Clock } from '../../kernel/clock';
import type { Database } from '../../storage/schema';
import { liveMfaToken } from './mfa.store';

/**
 * The tenant a pending sign-in (an MFA token) will open in: the one a session asked to enter (decision
 * 0032), else the user's active tenant. Null for an unknown or spent token. Given to the policies routes,
 * which answer whether that tenant lets the browser be remembered.
 */
export const pendingSignInTenant =
  (db: Kysely<Database>, clock: Clock) =>
  async (mfaToken: string): Promise<string | null> => {
    const pending = await liveMfaToken(db, clock, mfaToken);
    if (!pending) return null;
    if (pending.tenant_id) return pending.tenant_id;
    const user = await db.selectFrom('users').select('active_tenant_id').where('id', '=', pending.user_id).executeTakeFirst();
    return user?.active_tenant_id ?? null;
  };
