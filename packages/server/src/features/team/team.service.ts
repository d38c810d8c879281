import type { TeamUser } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { Database } from '../../storage/schema';
import { audit, userActor } from '../audit/audit';
import type { SessionService } from '../sessions/sessions.service';
import type { InvitationService } from './invitations.service';
import type { MembersReader } from './members.service';
import { memberOf, membershipCount, removeFromGroups, setMemberRoles, tableExists, updateMembership } from './team.store';

/**
 * Changes an administrator makes to members of their tenant. Every change is scoped to the
 * caller's tenant (a user of another tenant is "not found"), written with its audit row in one
 * transaction, and ends the member's sessions in the tenant where it takes access away.
 */
export function createTeamService(deps: {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  sessions: SessionService;
  members: MembersReader;
  invitations: InvitationService;
}) {
  const { db, clock, sessions, members, invitations } = deps;

  /** The member in the caller's tenant, or 404; `notSelf` refuses the caller's own account. */
  const target = async (auth: AuthContext, userId: string, notSelf = false) => {
    if (notSelf && userId === auth.userId) throw fail('team.not_yourself');
    const member = await memberOf(db, auth.tenantId, userId);
    if (!member) throw fail('user.not_found');
    return member;
  };

  /** Runs a change and its audit row in one transaction. */
  const change = (
    auth: AuthContext,
    client: ClientInfo,
    requestId: string,
    action: string,
    userId: string,
    data: Record<string, unknown>,
    write: (trx: Transaction<Database>) => Promise<unknown>,
  ) =>
    db.transaction().execute(async (trx) => {
      await write(trx);
      await audit(trx, clock, userActor(auth, client, requestId), action, userId, data);
    });

  return {
    /** Roles (`['']` clears them, `[]` or absent leaves them: spec 001 §5) and name. */
    async update(
      auth: AuthContext,
      input: { id: string; roleIds?: string[]; name?: string },
      client: ClientInfo,
      requestId: string,
    ): Promise<TeamUser> {
      await target(auth, input.id);
      const clears = !!input.roleIds && input.roleIds.length > 0 && invitations.cleanRoleIds(input.roleIds).length === 0;
      const roleIds =
        input.roleIds && input.roleIds.length > 0 && !clears ? await invitations.rolesToGive(auth, input.roleIds) : clears ? [] : undefined;
      if (roleIds === undefined && input.name === undefined) return members.one(auth, input.id);
      await change(
        auth,
        client,
        requestId,
        'team.user.updated',
        input.id,
        { ...(roleIds ? { roleIds } : {}), ...(input.name !== undefined ? { name: input.name } : {}) },
        async (trx) => {
          if (roleIds) await setMemberRoles(trx, auth.tenantId, input.id, roleIds);
          if (input.name !== undefined)
            await trx
              .updateTable('users')
              .set({ name: input.name, updated_at: iso(clock.now()) })
              .where('id', '=', input.id)
              .execute();
        },
      );
      return members.one(auth, input.id);
    },

    /**
     * Removes the member from this tenant: roles, groups, pending invitations and sessions here go;
     * the account itself goes only when no tenant is left.
     */
    async remove(auth: AuthContext, userId: string, client: ClientInfo, requestId: string) {
      await target(auth, userId, true);
      const groups = await tableExists(db, deps.dialect, 'group_members');
      await change(auth, client, requestId, 'team.user.removed', userId, {}, async (trx) => {
        await sessions.revokeForUserInTenant(trx, userId, auth.tenantId);
        await trx.deleteFrom('user_roles').where('tenant_id', '=', auth.tenantId).where('user_id', '=', userId).execute();
        if (groups) await removeFromGroups(trx, auth.tenantId, userId);
        await trx.deleteFrom('invitations').where('tenant_id', '=', auth.tenantId).where('user_id', '=', userId).execute();
        await trx.deleteFrom('memberships').where('tenant_id', '=', auth.tenantId).where('user_id', '=', userId).execute();
        if ((await membershipCount(trx, userId)) === 0) await trx.deleteFrom('users').where('id', '=', userId).execute();
      });
    },

    /** Disables the member here: sign-in into this tenant and refresh fail at once. */
    async disable(auth: AuthContext, userId: string, client: ClientInfo, requestId: string) {
      await target(auth, userId, true);
      await change(auth, client, requestId, 'team.user.disabled', userId, {}, async (trx) => {
        await updateMembership(trx, auth.tenantId, userId, { disabled: 1 });
        await sessions.revokeForUserInTenant(trx, userId, auth.tenantId);
      });
    },

    /** Enables a disabled member. */
    async enable(auth: AuthContext, userId: string, client: ClientInfo, requestId: string) {
      await target(auth, userId);
      await change(auth, client, requestId, 'team.user.enabled', userId, {}, (trx) =>
        updateMembership(trx, auth.tenantId, userId, { disabled: 0 }),
      );
    },

    /** Lifts the lockout of failed passwords and codes (the counters start again). */
    async unlock(auth: AuthContext, userId: string, client: ClientInfo, requestId: string) {
      await target(auth, userId);
      await change(auth, client, requestId, 'team.user.unlocked', userId, {}, (trx) =>
        trx
          .updateTable('users')
          .set({ failed_logins: 0, locked_until: null, failed_mfa: 0, mfa_locked_until: null })
          .where('id', '=', userId)
          .execute(),
      );
    },

    /** Makes the membership temporary: it ends `seconds` from now (spec 001 §4). */
    async setTemporary(auth: AuthContext, userId: string, seconds: number, client: ClientInfo, requestId: string) {
      await target(auth, userId, true);
      const temporaryExpirationDate = iso(clock.now() + seconds * 1000);
      await change(auth, client, requestId, 'team.user.temporary_set', userId, { temporaryExpirationDate }, (trx) =>
        updateMembership(trx, auth.tenantId, userId, { expires_at: temporaryExpirationDate }),
      );
      return { temporaryExpirationDate };
    },

    /** "Set as permanent": the membership no longer expires. */
    async setPermanent(auth: AuthContext, userId: string, client: ClientInfo, requestId: string) {
      await target(auth, userId);
      await change(auth, client, requestId, 'team.user.made_permanent', userId, {}, (trx) =>
        updateMembership(trx, auth.tenantId, userId, { expires_at: null }),
      );
    },
  };
}

/** The team service. */
export type TeamService = ReturnType<typeof createTeamService>;
