import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, role } from './entities';
import { jsonText, nameField, optionalQuery } from './fields';

const GROUPS = '/identity/resources/groups/v1';
const tags = ['groups'] as const;
const READ = { kind: 'user', permission: 'fe.secure.read.groups' } as const;
const WRITE = { kind: 'user', permission: 'fe.secure.write.groups' } as const;

const idField = z.string().min(1).max(128);
const idList = z.array(idField).min(1).max(500);
const description = z.string().trim().max(2000);
/** A CSS colour (#nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()); the server parses it (spec 001 §8). */
const color = z.string().trim().min(1).max(256);

/** Which relations a groups answer carries (wire-compat Appendix B `GroupRelations`). */
const relationsQuery = z.object({ _groupsRelations: optionalQuery(z.enum(['roles', 'users', 'rolesAndUsers'])) });

/** A member as a group answer lists it (wire-compat §3.4). */
export const groupUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    profilePictureUrl: z.string().nullable(),
    activatedForTenant: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'GroupUser' });

/** A group (wire-compat §3.4); `roles` and `users` only when asked for with `_groupsRelations`. */
export const group = z
  .object({
    id: z.string(),
    name: z.string(),
    color: z.string().optional(),
    description: z.string().optional(),
    metadata: z.string().optional().meta({ description: 'JSON text' }),
    managedBy: z.enum(['frontegg', 'scim2']),
    roles: z.array(role).optional(),
    users: z.array(groupUser).optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof group>;

/** The tenant's group settings (wire-compat §3.4). */
export const groupsConfig = z.object({ enabled: z.boolean(), rolesEnabled: z.boolean() }).meta({ id: 'GroupsConfig' });

const groupParams = z.object({ groupId: idField });

/** The tenant's groups, `{ groups }` (wire-compat §1.12, §3.4). */
export const listGroups = endpoint({
  id: 'listGroups',
  method: 'get',
  path: GROUPS,
  access: READ,
  summary: "The tenant's groups",
  tags,
  query: relationsQuery,
  response: z.object({ groups: z.array(group) }),
});

/** The tenant's group settings. */
export const getGroupsConfig = endpoint({
  id: 'getGroupsConfig',
  method: 'get',
  path: `${GROUPS}/config`,
  access: READ,
  summary: "The tenant's group settings",
  tags,
  response: groupsConfig,
});

/** Change the tenant's group settings; group roles count only while both are on. */
export const updateGroupsConfig = endpoint({
  id: 'updateGroupsConfig',
  method: 'post',
  path: `${GROUPS}/config`,
  access: WRITE,
  summary: "Change the tenant's group settings",
  tags,
  body: z.object({ enabled: z.boolean().optional(), rolesEnabled: z.boolean().optional() }),
  response: groupsConfig,
});

/** Several groups of the tenant by id (unknown ids are left out). */
export const getGroupsByIds = endpoint({
  id: 'getGroupsByIds',
  method: 'post',
  path: `${GROUPS}/bulkGet`,
  access: READ,
  summary: 'Groups of the tenant by id',
  tags,
  query: relationsQuery,
  body: z.object({ groupsIds: idList }),
  response: z.object({ groups: z.array(group) }),
});

/** Create a group; the admin portal then adds its users and roles (spec 001 §4). */
export const createGroup = endpoint({
  id: 'createGroup',
  method: 'post',
  path: GROUPS,
  access: WRITE,
  summary: 'Create a group',
  tags,
  body: z.object({ name: nameField, color: color.optional(), description: description.optional(), metadata: jsonText.optional() }),
  response: group,
  status: 201,
});

/** One group of the tenant. */
export const getGroup = endpoint({
  id: 'getGroup',
  method: 'get',
  path: `${GROUPS}/{groupId}`,
  access: READ,
  summary: 'A group',
  tags,
  params: groupParams,
  query: relationsQuery,
  response: group,
});

/** Edit a group (SCIM-managed groups are read-only). */
export const updateGroup = endpoint({
  id: 'updateGroup',
  method: 'patch',
  path: `${GROUPS}/{groupId}`,
  access: WRITE,
  summary: 'Edit a group',
  tags,
  params: groupParams,
  body: z.object({
    name: nameField.optional(),
    color: color.optional(),
    description: description.optional(),
    metadata: jsonText.optional(),
  }),
  response: group,
});

/** Delete a group with its memberships and role links. */
export const deleteGroup = endpoint({
  id: 'deleteGroup',
  method: 'delete',
  path: `${GROUPS}/{groupId}`,
  access: WRITE,
  summary: 'Delete a group',
  tags,
  params: groupParams,
  response: empty,
});

/** Give the group's members these roles (the caller must hold every permission they grant). */
export const addRolesToGroup = endpoint({
  id: 'addRolesToGroup',
  method: 'post',
  path: `${GROUPS}/{groupId}/roles`,
  access: WRITE,
  summary: 'Add roles to a group',
  tags,
  params: groupParams,
  body: z.object({ roleIds: idList }),
  response: empty,
});

/** Take roles off a group. */
export const removeRolesFromGroup = endpoint({
  id: 'removeRolesFromGroup',
  method: 'delete',
  path: `${GROUPS}/{groupId}/roles`,
  access: WRITE,
  summary: 'Remove roles from a group',
  tags,
  params: groupParams,
  body: z.object({ roleIds: idList }),
  response: empty,
});

/** Add members of the tenant to a group (they gain its roles at their next token refresh). */
export const addUsersToGroup = endpoint({
  id: 'addUsersToGroup',
  method: 'post',
  path: `${GROUPS}/{groupId}/users`,
  access: WRITE,
  summary: 'Add members to a group',
  tags,
  params: groupParams,
  body: z.object({ userIds: idList }),
  response: empty,
});

/** Remove members from a group (they lose its roles at their next token refresh). */
export const removeUsersFromGroup = endpoint({
  id: 'removeUsersFromGroup',
  method: 'delete',
  path: `${GROUPS}/{groupId}/users`,
  access: WRITE,
  summary: 'Remove members from a group',
  tags,
  params: groupParams,
  body: z.object({ userIds: idList }),
  response: empty,
});
