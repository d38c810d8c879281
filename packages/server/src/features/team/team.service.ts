import type { EventData, TeamUser } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import type { SessionService } from '../sessions/index';
import type { InvitationService } from './invitations.service';
import type { MembersReader } from './members.service';
import {
  clearLockouts,
  deleteMemberInvitations,
  deleteMemberRoles,
  deleteMembership,
  deleteUser,
  memberOf,
  membershipCount,
  removeFromGroups,
  setMemberRoles,
  setUserName,
  tableExists,
  updateMembership,
} from './team.store';

/** What an administrator's change to a member records. */
type TeamUserEvent =
  | 'team.user.updated'
  | 'team.user.removed'
  | 'team.user.disabled'
  | 'team.user.enabled'
  | 'team.user.unlocked'
  | 'team.user.temporary_set'
  | 'team.user.made_permanent';

/**
 * Changes an administrator makes to members of their tenant. Every change is scoped to the
 * caller's tenant (a user of another tenant is "not found"), written with its audit row in one
 * transaction, and ends the member's sessions in the tenant where it takes access away.
 */
export function createTeamService(deps: {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  events: EventEmitter;
  sessions: SessionService;
  members: MembersReader;
  invitations: InvitationService;
}) {
  const { db, clock, events, sessions, members, invitations } = deps;

  /** The member in the caller's tenant, or 404; `notSelf` refuses the caller's own account. */
  const target = async (auth: AuthContext, userId: string, notSelf = false) => {
    if (notSelf && userId === auth.userId) throw fail('team.not_yourself');
    const member = await memberOf(db, auth.tenantId, userId);
    if (!member) throw fail('user.not_found');
    return member;
  };

  /** Runs a change and its audit row in one transaction. */
  const change = <T extends TeamUserEvent>(
    auth: AuthContext,
    ctx: RequestContext,
    action: T,
    userId: string,
    data: EventData<T>,
    write: (trx: Transaction<Database>) => Promise<unknown>,
  ) =>
    db.transaction().execute(async (trx) => {
      await write(trx);
      await events.emit<TeamUserEvent>(trx, ctx, action, userId, data);
    });

  return {
    /** Roles (`['']` clears them, `[]` or absent leaves them: spec 001 §5) and name. */
    async update(auth: AuthContext, input: { id: string; roleIds?: string[]; name?: string }, ctx: RequestContext): Promise<TeamUser> {
      await target(auth, input.id);
      const clears = !!input.roleIds && input.roleIds.length > 0 && invitations.cleanRoleIds(input.roleIds).length === 0;
      const roleIds =
        input.roleIds && input.roleIds.length > 0 && !clears ? await invitations.rolesToGive(auth, input.roleIds) : clears ? [] : undefined;
      if (roleIds === undefined && input.name === undefined) return members.one(auth, input.id);
      await change(
        auth,
        ctx,
        'team.user.updated',
        input.id,
        { ...(roleIds ? { roleIds } : {}), ...(input.name !== undefined ? { name: input.name } : {}) },
        async (trx) => {
          if (roleIds) await setMemberRoles(trx, auth.tenantId, input.id, roleIds);
          if (input.name !== undefined) await setUserName(trx, input.id, input.name, iso(clock.now()));
        },
      );
      return members.one(auth, input.id);
    },

    /**
     * Removes the member from this tenant: roles, groups, pending invitations and sessions here go;
     * the account itself goes only when no tenant is left.
     */
    async remove(auth: AuthContext, userId: string, ctx: RequestContext) {
      await target(auth, userId, true);
      const groups = await tableExists(db, deps.dialect, 'group_members');
      await change(auth, ctx, 'team.user.removed', userId, {}, async (trx) => {
        await sessions.revokeForUserInTenant(trx, userId, auth.tenantId);
        await deleteMemberRoles(trx, auth.tenantId, userId);
        if (groups) await removeFromGroups(trx, auth.tenantId, userId);
        await deleteMemberInvitations(trx, auth.tenantId, userId);
        await deleteMembership(trx, auth.tenantId, userId);
        if ((await membershipCount(trx, userId)) === 0) await deleteUser(trx, userId);
      });
    },

    /** Disables the member here: sign-in into this tenant and refresh fail at once. */
    async disable(auth: AuthContext, userId: string, ctx: RequestContext) {
      await target(auth, userId, true);
      await change(auth, ctx, 'team.user.disabled', userId, {}, async (trx) => {
        await updateMembership(trx, auth.tenantId, userId, { disabled: 1 });
        await sessions.revokeForUserInTenant(trx, userId, auth.tenantId);
      });
    },

    /** Enables a disabled member. */
    async enable(auth: AuthContext, userId: string, ctx: RequestContext) {
      await target(auth, userId);
      await change(auth, ctx, 'team.user.enabled', userId, {}, (trx) => updateMembership(trx, auth.tenantId, userId, { disabled: 0 }));
    },

    /** Lifts the lockout of failed passwords and codes (the counters start again). */
    async unlock(auth: AuthContext, userId: string, ctx: RequestContext) {
      await target(auth, userId);
      await change(auth, ctx, 'team.user.unlocked', userId, {}, (trx) => clearLockouts(trx, userId));
    },

    /** Makes the membership temporary: it ends `seconds` from now (spec 001 §4). */
    async setTemporary(auth: AuthContext, userId: string, seconds: number, ctx: RequestContext) {
      await target(auth, userId, true);
      const temporaryExpirationDate = iso(clock.now() + seconds * 1000);
      await change(auth, ctx, 'team.user.temporary_set', userId, { temporaryExpirationDate }, (trx) =>
        updateMembership(trx, auth.tenantId, userId, { expires_at: temporaryExpirationDate }),
      );
      return { temporaryExpirationDate };
    },

    /** "Set as permanent": the membership no longer expires. */
    async setPermanent(auth: AuthContext, userId: string, ctx: RequestContext) {
      await target(auth, userId);
      await change(auth, ctx, 'team.user.made_permanent', userId, {}, (trx) =>
        updateMembership(trx, auth.tenantId, userId, { expires_at: null }),
      );
    },
  };
}

/** The team service. */
export type TeamService = ReturnType<typeof createTeamService>;
