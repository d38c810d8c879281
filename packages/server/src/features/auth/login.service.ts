import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Database } from '../../storage/schema';
import { audit } from '../audit/audit';
import { DEFAULT_VENDOR_ID } from '../roles/seed-defaults';
import type { SessionService } from '../sessions/sessions.service';
import { tenantsOfUser, userByEmail, type UserRow } from '../users/users.store';

/**
 * Wait imposed after the n-th consecutive failure (SECURITY.md §0 soft lockout): nothing for
 * the first few, then 1 s doubling up to 1 h, and a time-boxed lock at the hard cap.
 */
export function lockDelayMs(failures: number, config: Pick<Config, 'loginDelayAfterFailures' | 'loginMaxFailures' | 'lockoutMinutes'>): number {
  if (failures >= config.loginMaxFailures) return config.lockoutMinutes * 60_000;
  if (failures < config.loginDelayAfterFailures) return 0;
  return Math.min(1000 * 2 ** (failures - config.loginDelayAfterFailures), 3_600_000);
}

/** Password sign-in. */
export function createLoginService(deps: { db: Kysely<Database>; config: Config; clock: Clock; log: Logger; passwords: PasswordHasher; ipLimiter: RateLimiter; sessions: SessionService }) {
  const { db, config, clock, passwords, sessions } = deps;

  const recordFailure = async (trx: Transaction<Database>, user: UserRow) => {
    const row = await trx.updateTable('users').set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) })).where('id', '=', user.id).returning('failed_logins').executeTakeFirst();
    const failures = row?.failed_logins ?? user.failed_logins + 1;
    const delay = lockDelayMs(failures, config);
    if (delay > 0) await trx.updateTable('users').set({ locked_until: iso(clock.now() + delay) }).where('id', '=', user.id).execute();
  };

  /** The tenant a new session starts in: the last active one if still a member, else the first. */
  const startTenant = async (user: UserRow): Promise<string> => {
    const tenants = await tenantsOfUser(db, user.id);
    const active = tenants.find((t) => t.id === user.active_tenant_id) ?? tenants[0];
    if (!active) throw fail('auth.forbidden', 'The user belongs to no tenant');
    return active.id;
  };

  return {
    startTenant,
    async login(email: string, password: string, client: ClientInfo) {
      if (!(await deps.ipLimiter.hit(`cred:${client.ip}`))) throw fail('request.rate_limited');
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      if (user?.locked_until && user.locked_until > iso(clock.now())) throw fail('auth.account_locked');
      // Unknown emails are verified against a dummy hash: same work, same answer.
      const ok = await passwords.verify(user?.password_hash ?? null, password);
      if (!user || !ok) {
        // One transaction: a crash between the count and its lock would leave an account past the
        // delay threshold with no delay (found by test/gates/crash.gate.test.ts), or a failure unaudited.
        await db.transaction().execute(async (trx) => {
          if (user) await recordFailure(trx, user);
          await audit(trx, clock, { actorId: user?.id ?? null, tenantId: null, ip: client.ip, userAgent: client.userAgent, requestId: null }, 'auth.login.failed', user?.id ?? null);
        });
        throw fail('auth.invalid_credentials');
      }
      if (user.disabled) throw fail('auth.account_disabled');
      if (!user.verified && !config.allowNotVerifiedUsersLogin) throw fail('auth.not_verified');
      const tenantId = await startTenant(user);
      const issued = await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ failed_logins: 0, locked_until: null, last_login: iso(clock.now()), active_tenant_id: tenantId }).where('id', '=', user.id).execute();
        await audit(trx, clock, { actorId: user.id, tenantId, ip: client.ip, userAgent: client.userAgent, requestId: null }, 'auth.login.succeeded', user.id);
        return sessions.issue(trx, { userId: user.id, tenantId, amr: ['pwd'], client });
      }).then((pending) => pending.finish());
      if (passwords.needsRehash(user.password_hash!)) {
        // Parameters were raised since this hash was made: upgrade it now that we know the password.
        void passwords.hash(password).then((h) => db.updateTable('users').set({ password_hash: h }).where('id', '=', user.id).execute()).catch(() => undefined);
      }
      return issued;
    },
  };
}
