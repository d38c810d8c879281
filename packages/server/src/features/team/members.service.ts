import { USERS_PAGE_SIZE, type TeamUser, type TeamUsersPage, type UserSortField } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { Database } from '../../storage/schema';
import { type RolePermissionsCache, roleByKey } from '../roles/index';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { toWireRole } from '../users/index';
import { pageOfMembers, type MembersQuery } from './members-query';
import { toTeamUser } from './team-user';
import { groupsOfMembers, memberStats, membersByIds, mfaEnrolledAmong, rolesOfMembers, tableExists } from './team.store';

/** A list request in the terms all three list endpoints share. */
export interface ListInput {
  limit?: number;
  page?: number;
  sortBy?: UserSortField;
  order?: 'ASC' | 'DESC';
  emailPrefix?: string;
  ids?: string[];
  preset?: 'mfa-unenrolled' | 'inactive';
  maxInactiveSeconds?: number;
}

/** Reading the members of the caller's tenant: the users table, enrichment calls, stats. */
export function createMembersReader(deps: {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  rolePermissions: RolePermissionsCache;
}) {
  const { db, dialect, clock, rolePermissions } = deps;
  // The groups tables arrive with their own migration; until they exist the groups column is empty.
  let groupsReady = false;
  const groupsAvailable = async () => (groupsReady ||= await tableExists(db, dialect, 'group_members'));

  /** Members' wire rows for ids, in the order of `ids` (ids of non-members are dropped). */
  const load = async (tenantId: string, ids: string[]): Promise<TeamUser[]> => {
    const [rows, roles, groups, mfa] = await Promise.all([
      membersByIds(db, tenantId, ids),
      rolesOfMembers(db, tenantId, ids),
      groupsAvailable().then((ok) => (ok ? groupsOfMembers(db, tenantId, ids) : [])),
      mfaEnrolledAmong(db, ids),
    ]);
    const perms = await rolePermissions.of(db, [...new Set(roles.map((r) => r.id))]);
    const now = iso(clock.now());
    const byId = new Map(rows.map((r) => [r.user.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const own = roles
        .filter((r) => r.user_id === id)
        .map(({ user_id: _, ...r }) =>
          toWireRole(
            r,
            perms.filter((p) => p.role_id === r.id).map((p) => p.id),
          ),
        );
      return [toTeamUser({ ...row, roles: own, groups: groups.filter((g) => g.user_id === id), mfaEnrolled: mfa.has(id) }, tenantId, now)];
    });
  };

  return {
    load,

    /** One member, or 404 (also for a user of another tenant). */
    async one(auth: AuthContext, userId: string): Promise<TeamUser> {
      const [user] = await load(auth.tenantId, [userId]);
      if (!user) throw fail('user.not_found');
      return user;
    },

    /** A page of members with the totals of the whole result. */
    async list(auth: AuthContext, input: ListInput): Promise<TeamUsersPage> {
      const now = clock.now();
      const q: MembersQuery = {
        vendorId: DEFAULT_VENDOR_ID,
        tenantId: auth.tenantId,
        limit: input.limit ?? USERS_PAGE_SIZE,
        page: input.page ?? 0,
        sortBy: input.sortBy ?? 'createdAt',
        order: input.order ?? 'DESC',
        emailPrefix: input.emailPrefix,
        ids: input.ids,
        preset: input.preset,
        inactiveBefore: input.preset === 'inactive' ? iso(now - (input.maxInactiveSeconds ?? 7_776_000) * 1000) : undefined,
        now: iso(now),
      };
      const { userIds, total } = await pageOfMembers(db, q);
      return { items: await load(auth.tenantId, userIds), _metadata: { totalItems: total, totalPages: Math.ceil(total / q.limit) } };
    },

    /** Role ids per member among `ids`. */
    async rolesOf(auth: AuthContext, ids: string[]) {
      const members = new Set((await membersByIds(db, auth.tenantId, ids)).map((m) => m.user.id));
      const roles = await rolesOfMembers(db, auth.tenantId, [...members]);
      return [...members].map((userId) => ({
        vendorId: DEFAULT_VENDOR_ID,
        tenantId: auth.tenantId,
        userId,
        roleIds: roles.filter((r) => r.user_id === userId).map((r) => r.id),
      }));
    },

    /** Group ids per member among `ids`. */
    async groupsOf(auth: AuthContext, ids: string[]) {
      const members = [...new Set((await membersByIds(db, auth.tenantId, ids)).map((m) => m.user.id))];
      const groups = (await groupsAvailable()) ? await groupsOfMembers(db, auth.tenantId, members) : [];
      return members.map((userId) => ({
        vendorId: DEFAULT_VENDOR_ID,
        tenantId: auth.tenantId,
        userId,
        groupIds: groups.filter((g) => g.user_id === userId).map((g) => g.id),
      }));
    },

    /** Counts for the team page (superAdmins: holders of the Admin role). */
    async stats(auth: AuthContext) {
      const admin = await roleByKey(db, DEFAULT_VENDOR_ID, 'Admin');
      return memberStats(db, auth.tenantId, iso(clock.now() - 7 * 86_400_000), admin?.id ?? null);
    },
  };
}

/** The members reader. */
export type MembersReader = ReturnType<typeof createMembersReader>;
