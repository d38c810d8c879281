import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, userProfile } from './entities';
import { emailField, nameField, optionalQuery, tokenField } from './fields';
import { BULK_INVITE_MAX, INVITE_LINK_DEFAULT_MINUTES } from './constants';
import {
  DELETE,
  isoDate,
  MEMBERS,
  READ,
  roleIdList,
  tags,
  TEMPORARY,
  TENANT_USERS,
  userId,
  USERS_V1,
  USERS_V2,
  USERS_V3,
  WRITE,
} from './team-shared';

export { BULK_INVITE_MAX, INVITE_LINK_DEFAULT_MINUTES };

/** User sort fields of the users list (spec 001 §3, 000 §9). */
export const userSortFields = ['createdAt', 'name', 'email', 'id', 'verified', 'isLocked', 'provider', 'tenantId'] as const;
/** A users-list sort field. */
export type UserSortField = (typeof userSortFields)[number];

/** Page size of the users table when none is given (spec 001 §9). */
export const USERS_PAGE_SIZE = 20;
/** The largest page a users list answers. */
export const USERS_MAX_PAGE_SIZE = 200;

const userParams = z.object({ userId });
const idsQuery = optionalQuery(
  z
    .string()
    .max(20_000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(userId).max(200)),
);
const order = optionalQuery(z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((s) => s.toUpperCase() as 'ASC' | 'DESC'));
const pageQuery = {
  _limit: optionalQuery(z.coerce.number().int().min(1).max(USERS_MAX_PAGE_SIZE)),
  _offset: optionalQuery(z.coerce.number().int().min(0).max(1_000_000)).meta({ description: 'page index, from 0' }),
  _sortBy: optionalQuery(z.enum(userSortFields)),
  _order: order,
  ids: idsQuery,
  _includeSubTenants: optionalQuery(z.enum(['true', 'false'])),
};
/** An email prefix to search (lower-cased: emails are stored so). */
const emailPrefix = optionalQuery(
  z
    .string()
    .trim()
    .min(1)
    .max(254)
    .transform((s) => s.toLowerCase()),
);

/** A group as shown in a user's row. */
export const userGroup = z.object({ id: z.string(), name: z.string(), color: z.string().nullable().optional() }).meta({ id: 'UserGroup' });

/** A member of the caller's tenant as the users table shows it (IUsersV3Data + roles, ITeamUser). */
export const teamUser = userProfile
  .omit({ profileImage: true, permissions: true })
  .extend({
    tenantIds: z.array(z.string()).meta({ description: "only the caller's tenant: other memberships are not the caller's business" }),
    vendorId: z.string(),
    activatedForTenant: z.boolean(),
    invitationPending: z.boolean(),
    isLocked: z.boolean(),
    isDisabled: z.boolean(),
    managedBy: z.enum(['frontegg', 'scim2']),
    createdAt: isoDate.meta({ description: 'when the user joined this tenant' }),
    lastLogin: isoDate.nullable(),
    temporaryExpirationDate: isoDate.nullable(),
    roleIds: z.array(z.string()),
    groups: z.array(userGroup),
    applications: z.array(z.string()),
  })
  .meta({ id: 'TeamUser' });
export type TeamUser = z.infer<typeof teamUser>;

/** The identity service's pagination wrapper (wire-compat §3). */
const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), _metadata: z.object({ totalItems: z.number().int(), totalPages: z.number().int() }) });
/** A page of team users. */
export const teamUsersPage = paginated(teamUser).meta({ id: 'TeamUsersPage' });
export type TeamUsersPage = z.infer<typeof teamUsersPage>;

/** Users list v2: with roles and groups (wire-compat §3.1). */
export const listUsersV2 = endpoint({
  id: 'listUsersV2',
  method: 'get',
  path: USERS_V2,
  access: READ,
  summary: "Members of the caller's tenant: search (email prefix), sort and pages",
  tags,
  query: z.object({ ...pageQuery, _filter: emailPrefix }),
  response: teamUsersPage,
});

/** Users list v3, what the current admin table calls (wire-compat §3.1). */
export const listUsersV3 = endpoint({
  id: 'listUsersV3',
  method: 'get',
  path: USERS_V3,
  access: READ,
  summary: "Members of the caller's tenant (v3 query names)",
  tags,
  query: z.object({
    ...pageQuery,
    _email: emailPrefix,
    _tenantId: optionalQuery(tokenField),
    tenantId: optionalQuery(tokenField),
    _preset: optionalQuery(z.enum(['mfa-unenrolled', 'inactive'])),
    _maxInactiveSeconds: optionalQuery(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(10 * 365 * 86_400),
    ),
  }),
  response: teamUsersPage,
});

/** Legacy team list: `pageOffset`/`pageSize`, answer without `_metadata` (wire-compat §1.12). */
export const listTeamMembers = endpoint({
  id: 'listTeamMembers',
  method: 'get',
  path: MEMBERS,
  access: READ,
  summary: "Members of the caller's tenant (legacy team list)",
  tags,
  query: z.object({
    pageOffset: optionalQuery(z.coerce.number().int().min(0).max(1_000_000)),
    pageSize: optionalQuery(z.coerce.number().int().min(1).max(USERS_MAX_PAGE_SIZE)),
    sortBy: optionalQuery(z.enum(userSortFields)),
    sortDirection: order,
    searchFilter: emailPrefix,
  }),
  response: z.object({ items: z.array(teamUser), totalPages: z.number().int(), totalItems: z.number().int() }),
});

/** Role ids of members (wire-compat §3.1 enrichment). */
export const getUsersRoles = endpoint({
  id: 'getUsersRoles',
  method: 'get',
  path: `${USERS_V3}/roles`,
  access: READ,
  summary: 'Role ids of the given members',
  tags,
  query: z.object({ ids: idsQuery }),
  response: z.array(z.object({ vendorId: z.string(), tenantId: z.string(), userId: z.string(), roleIds: z.array(z.string()) })),
});

/** Group ids of members (wire-compat §3.1 enrichment). */
export const getUsersGroups = endpoint({
  id: 'getUsersGroups',
  method: 'get',
  path: `${USERS_V3}/groups`,
  access: READ,
  summary: 'Group ids of the given members',
  tags,
  query: z.object({ ids: idsQuery }),
  response: z.array(z.object({ vendorId: z.string(), tenantId: z.string(), userId: z.string(), groupIds: z.array(z.string()) })),
});

/** One member by id (wire-compat §3.2 "user by id"). */
export const getTeamUser = endpoint({
  id: 'getTeamUser',
  method: 'get',
  path: `${USERS_V1}/{userId}`,
  access: READ,
  summary: "A member of the caller's tenant",
  tags,
  params: userParams,
  response: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    deletedAt: z.null(),
    metadata: z.string(),
    tenantId: z.string(),
    vendorId: z.string(),
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
});

/** Counts for the team page. */
export const getTeamStats = endpoint({
  id: 'getTeamStats',
  method: 'get',
  path: '/team/resources/stats/v1/members',
  access: READ,
  summary: "Member counts of the caller's tenant",
  tags,
  response: z.object({ totalItems: z.number().int(), addedThisWeek: z.number().int(), superAdmins: z.number().int() }),
});

/** Invite by email (or send the invitation again: the same call for a pending member). */
export const inviteUser = endpoint({
  id: 'inviteUser',
  method: 'post',
  path: USERS_V2,
  access: WRITE,
  summary: 'Invite a user to the tenant by email, with roles and an optional phone number',
  tags,
  body: z.object({
    email: emailField,
    name: nameField.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{4,32}$/, { error: 'Please enter a valid phone number' })
      .optional(),
    roleIds: roleIdList.optional(),
    expirationInSeconds: z
      .number()
      .int()
      .min(60)
      .max(10 * 365 * 86_400)
      .optional(),
    provider: z.literal('local').optional(),
    skipInviteEmail: z.boolean().optional(),
  }),
  response: teamUser,
  status: 201,
});

/** Invite many addresses with the same roles (spec 001 §3 "bulk add"). */
export const bulkInviteUsers = endpoint({
  id: 'bulkInviteUsers',
  method: 'post',
  path: '/identity/resources/users/bulk/v1/invite',
  access: WRITE,
  summary: 'Invite several users with shared roles',
  tags,
  body: z.object({
    emails: z.array(emailField).min(1).max(BULK_INVITE_MAX),
    roleIds: roleIdList.optional(),
    expirationInSeconds: z
      .number()
      .int()
      .min(60)
      .max(10 * 365 * 86_400)
      .optional(),
  }),
  response: z.object({
    items: z.array(z.object({ email: z.string(), userId: z.string(), status: z.enum(['invited', 'resent', 'already_member']) })),
  }),
  status: 201,
});

/** Update a member: roles (`['']` clears them, `[]` leaves them) and name (wire-compat §3.2). */
export const updateTeamMember = endpoint({
  id: 'updateTeamMember',
  method: 'put',
  path: MEMBERS,
  access: WRITE,
  summary: "Update a member's roles or name",
  tags,
  body: z.object({ id: userId, roleIds: roleIdList.optional(), name: nameField.optional() }),
  response: z.object({ item: teamUser }),
});

/** Remove a member from the tenant (the account itself only when no tenant is left). */
export const deleteTeamMember = endpoint({
  id: 'deleteTeamMember',
  method: 'delete',
  path: `${MEMBERS}/{userId}`,
  access: DELETE,
  summary: 'Remove a member from the tenant',
  tags,
  params: userParams,
  response: empty,
});

/** Mail the activation (or invitation) link again. */
export const resendMemberActivation = endpoint({
  id: 'resendMemberActivation',
  method: 'post',
  path: `${MEMBERS}/{userId}/resendActivationEmail`,
  access: WRITE,
  summary: 'Send the activation or invitation email again',
  tags,
  params: userParams,
  body: z.object({}).optional(),
  response: empty,
});

/** Disable a member in this tenant: sign-in and refresh stop at once. */
export const disableTenantUser = endpoint({
  id: 'disableTenantUser',
  method: 'post',
  path: `${TENANT_USERS}/{userId}/disable`,
  access: WRITE,
  summary: 'Disable a member in the tenant',
  tags,
  params: userParams,
  response: empty,
});
/** Enable a disabled member. */
export const enableTenantUser = endpoint({
  id: 'enableTenantUser',
  method: 'post',
  path: `${TENANT_USERS}/{userId}/enable`,
  access: WRITE,
  summary: 'Enable a member in the tenant',
  tags,
  params: userParams,
  response: empty,
});
/** Lift a lockout earned by failed passwords or codes. */
export const unlockTenantUser = endpoint({
  id: 'unlockTenantUser',
  method: 'post',
  path: `${TENANT_USERS}/{userId}/unlock`,
  access: WRITE,
  summary: 'Unlock a locked member',
  tags,
  params: userParams,
  response: empty,
});

/** Make a member temporary: the membership ends `expirationInSeconds` from now (spec 001 §4). */
export const setTemporaryUser = endpoint({
  id: 'setTemporaryUser',
  method: 'put',
  path: `${TEMPORARY}/{userId}`,
  access: WRITE,
  summary: 'Set when a temporary member expires',
  tags,
  params: userParams,
  body: z.object({
    expirationInSeconds: z
      .number()
      .int()
      .min(60)
      .max(10 * 365 * 86_400),
  }),
  response: z.object({ temporaryExpirationDate: isoDate }),
});

/** "Set as permanent": the membership no longer expires. */
export const setPermanentUser = endpoint({
  id: 'setPermanentUser',
  method: 'delete',
  path: `${TEMPORARY}/{userId}`,
  access: WRITE,
  summary: 'Make a temporary member permanent',
  tags,
  params: userParams,
  response: empty,
});

/** Whether temporary users are available. */
export const temporaryUsersConfig = endpoint({
  id: 'temporaryUsersConfig',
  method: 'get',
  path: `${TEMPORARY}/configuration`,
  access: READ,
  summary: 'Temporary users configuration',
  tags,
  response: z.object({ enabled: z.boolean() }),
});

// The invite link's endpoints belong to the team API too (teamApi).
export * from './invite-links';
