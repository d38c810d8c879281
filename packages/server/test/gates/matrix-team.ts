import { iso } from '../../src/kernel/clock';
import { newId } from '../../src/kernel/crypto';
import { DEFAULT_VENDOR_ID } from '../../src/kernel/vendor';
import type { ExampleContext, MatrixExample } from './matrix-examples';

/**
 * A throwaway member of the caller's tenant: the users-and-team routes that remove, disable, expire
 * or strip a member act on it, so the matrix's own callers (the tenant's member among them) stay as they are.
 */
async function throwawayMember(ctx: ExampleContext): Promise<string> {
  const id = newId();
  const now = iso(ctx.deps.clock.now());
  const db = ctx.deps.db.kysely;
  await db
    .insertInto('users')
    .values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      email: `throwaway.${ctx.unique()}@example.com`,
      name: 'Throwaway',
      password_hash: null,
      verified: 0,
      phone_number: null,
      profile_picture_url: null,
      metadata: '{}',
      provider: 'local',
      disabled: 0,
      failed_logins: 0,
      locked_until: null,
      failed_mfa: 0,
      mfa_locked_until: null,
      last_login: null,
      active_tenant_id: ctx.caller.home.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('memberships').values({ user_id: id, tenant_id: ctx.caller.home.id, activated: 0, created_at: now }).execute();
  return id;
}

const onThrowaway = async (ctx: ExampleContext): Promise<MatrixExample> => ({ params: { userId: await throwawayMember(ctx) } });

/** Examples of the users-and-team routes (features/team). */
export const teamExamples: Record<string, (ctx: ExampleContext) => Promise<MatrixExample>> = {
  bulkInviteUsers: async (ctx) => ({ body: { emails: [`bulk.${ctx.unique()}@example.com`] } }),
  deleteTeamMember: onThrowaway,
  disableTenantUser: onThrowaway,
  setTemporaryUser: async (ctx) => ({ ...(await onThrowaway(ctx)), body: { expirationInSeconds: 3600 } }),
  resendMemberActivation: async (ctx) => ({ ...(await onThrowaway(ctx)), body: {} }),
  updateTeamMember: async (ctx) => ({ body: { id: await throwawayMember(ctx), roleIds: [''] } }),
};
