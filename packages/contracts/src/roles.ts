import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, permission, role } from './entities';
import { nameField } from './fields';

const ROLES_V1 = '/identity/resources/roles/v1';
const PERMISSIONS_V1 = '/identity/resources/permissions/v1';
const tags = ['roles'] as const;
const READ = { kind: 'user', permission: 'fe.secure.read.roles' } as const;
const WRITE = { kind: 'user', permission: 'fe.secure.write.roles' } as const;

/** An id sent back by the client (role, permission). */
const idField = z.string().min(1).max(128);
/** A role key: what access tokens carry in `roles` (wire-compat §4.2). */
const roleKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._:-]*$/, { error: 'key may hold letters, digits, spaces and . _ : -' });
const description = z.string().trim().max(2000);
const level = z.number().int().min(0).max(1_000_000);
const idList = z.array(idField).max(500);

/** How a permission may be given (wire-compat Appendix B `PermissionAssignmentTypeEnum`). */
export const assignmentType = z
  .enum(['NEVER', 'ALWAYS', 'ASSIGNABLE'])
  .meta({ description: 'NEVER: cannot be put in a role by a tenant; ALWAYS: every member holds it; ASSIGNABLE: through roles' });

/** A permission with its assignment type, as the permissions list answers it (wire-compat §3.3). */
export const permissionWithAssignment = permission.extend({ assignmentType }).meta({ id: 'PermissionWithAssignment' });
export type PermissionWithAssignment = z.infer<typeof permissionWithAssignment>;

/** A permission category (wire-compat §3.3). */
export const permissionCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    feCategory: z.boolean(),
    permissionIds: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PermissionCategory' });
export type PermissionCategory = z.infer<typeof permissionCategory>;

const roleParams = z.object({ roleId: idField });

/** The roles a tenant sees: the vendor's (read-only here) and its own (wire-compat §3.3). */
export const listRoles = endpoint({
  id: 'listRoles',
  method: 'get',
  path: ROLES_V1,
  access: READ,
  summary: "Roles visible to the caller's tenant (the vendor's and its own)",
  tags,
  response: z.array(role),
});

/** The roles list the users table reads, `{ items }` (wire-compat §1.12, §3.3). */
export const listTeamRoles = endpoint({
  id: 'listTeamRoles',
  method: 'get',
  path: '/team/resources/roles/v1',
  access: { kind: 'user', permission: 'fe.secure.read.users' },
  summary: 'Roles a member can be given, as the users table reads them',
  tags,
  response: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        key: z.string(),
        name: z.string(),
        description: z.string().optional(),
        vendorId: z.string(),
        tenantId: z.string().optional(),
        permissions: z.array(z.string()),
        level: z.number().optional(),
      }),
    ),
  }),
});

/** Create a role of the caller's tenant; `permissions` are permission ids or keys (wire-compat §3.3). */
export const createRole = endpoint({
  id: 'createRole',
  method: 'post',
  path: ROLES_V1,
  access: WRITE,
  summary: "Create a role of the caller's tenant",
  tags,
  body: z.object({
    key: roleKey,
    name: nameField,
    description: description.optional(),
    isDefault: z.boolean().optional(),
    level: level.optional(),
    permissions: idList.optional(),
  }),
  response: role,
  status: 201,
});

/** Create a role from permission ids, optionally starting from a base role's permissions (wire-compat §3.3). */
export const createRoleV2 = endpoint({
  id: 'createRoleV2',
  method: 'post',
  path: '/identity/resources/roles/v2',
  access: WRITE,
  summary: "Create a role of the caller's tenant from permission ids and an optional base role",
  tags,
  body: z.object({
    key: roleKey,
    name: nameField,
    description: description.optional(),
    isDefault: z.boolean().optional(),
    level: level.optional(),
    permissionIds: idList.optional(),
    baseRoleId: idField.optional(),
  }),
  response: role,
  status: 201,
});

/** Edit a role of the caller's tenant (vendor roles are read-only to tenants). */
export const updateRole = endpoint({
  id: 'updateRole',
  method: 'patch',
  path: `${ROLES_V1}/{roleId}`,
  access: WRITE,
  summary: "Edit a role of the caller's tenant",
  tags,
  params: roleParams,
  body: z.object({
    key: roleKey.optional(),
    name: nameField.optional(),
    description: description.optional(),
    isDefault: z.boolean().optional(),
    level: level.optional(),
  }),
  response: role,
});

/** Delete a role of the caller's tenant with all its assignments (users, groups), in one transaction. */
export const deleteRole = endpoint({
  id: 'deleteRole',
  method: 'delete',
  path: `${ROLES_V1}/{roleId}`,
  access: WRITE,
  summary: "Delete a role of the caller's tenant and its assignments",
  tags,
  params: roleParams,
  response: empty,
});

/** Set exactly the permissions of a role (ids); the caller must hold each one. */
export const setRolePermissions = endpoint({
  id: 'setRolePermissions',
  method: 'put',
  path: `${ROLES_V1}/{roleId}/permissions`,
  access: WRITE,
  summary: 'Set the permissions of a role (the caller must hold each one)',
  tags,
  params: roleParams,
  body: z.object({ permissionIds: idList }),
  response: role,
});

/** The permission catalogue, with the visible roles that grant each (wire-compat §3.3: a bare array). */
export const listPermissions = endpoint({
  id: 'listPermissions',
  method: 'get',
  path: PERMISSIONS_V1,
  access: READ,
  summary: 'Permissions, with the roles of the tenant that grant each',
  tags,
  response: z.array(permissionWithAssignment),
});

/** Permission categories, each with its permission ids (wire-compat §3.3). */
export const listPermissionCategories = endpoint({
  id: 'listPermissionCategories',
  method: 'get',
  path: `${PERMISSIONS_V1}/categories`,
  access: READ,
  summary: 'Permission categories',
  tags,
  response: z.array(permissionCategory),
});

/** Set which of the tenant's own roles grant a permission (wire-compat §3.3). */
export const setPermissionRoles = endpoint({
  id: 'setPermissionRoles',
  method: 'put',
  path: `${PERMISSIONS_V1}/{permissionId}/roles`,
  access: WRITE,
  summary: "Set which of the tenant's roles grant a permission (the caller must hold it)",
  tags,
  params: z.object({ permissionId: idField }),
  body: z.object({ roleIds: idList }),
  response: permissionWithAssignment,
});
