import type { PermissionCategory, PermissionWithAssignment, Role } from '@gatehouse/contracts';
import { adminScope, invalidateAll, type AdminDeps, type AdminMutation, type AdminQuery, type AnswerOf } from './admin-query';

/** A new role of the tenant: its name, key, optional description and permission ids. */
export interface CreateRoleInput {
  name: string;
  key: string;
  description?: string;
  permissionIds?: string[];
}

/** A role's name, key or description; what is left out stays as it is. */
export interface UpdateRoleInput {
  roleId: string;
  name?: string;
  key?: string;
  description?: string;
}

/** A role a member, a group or a token can be given, as the users table lists them. */
export type AssignableRole = AnswerOf<'listTeamRoles'>['items'][number];

/** The roles and permissions of the current tenant; every change reloads the roles and what shows them. */
export function createRolesData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const rolesKey = () => [...adminScope(client), 'roles'];
  // Role names show in the users table and the groups list too; a deleted role leaves both.
  const reload = () => {
    const scope = adminScope(client);
    return invalidateAll(queryClient, [
      [...scope, 'roles'],
      [...scope, 'users', 'list'],
      [...scope, 'groups'],
    ]);
  };
  const change = <D, V>(name: string, call: (input: V) => Promise<D>): AdminMutation<D, V> => ({
    mutationKey: [...rolesKey(), name],
    mutationFn: call,
    onSuccess: reload,
  });

  return {
    queries: {
      /** The roles the tenant sees: the vendor's (read only) and its own (wire-compat §3.3). */
      list(): AdminQuery<Role[]> {
        return { queryKey: [...rolesKey(), 'list'], queryFn: () => api.listRoles() };
      },
      /** The roles that can be given to members, groups and tenant tokens. */
      assignable(): AdminQuery<AssignableRole[]> {
        return { queryKey: [...rolesKey(), 'assignable'], queryFn: async () => (await api.listTeamRoles()).items };
      },
      /** The permission catalogue, each with how it may be assigned. */
      permissions(): AdminQuery<PermissionWithAssignment[]> {
        return { queryKey: [...rolesKey(), 'permissions'], queryFn: () => api.listPermissions() };
      },
      /** The permission categories, each with its permission ids. */
      categories(): AdminQuery<PermissionCategory[]> {
        return { queryKey: [...rolesKey(), 'categories'], queryFn: () => api.listPermissionCategories() };
      },
    },
    mutations: {
      /** Creates a role of the tenant; a blank description is left out. */
      create(): AdminMutation<Role, CreateRoleInput> {
        return change('create', ({ name, key, description, permissionIds = [] }: CreateRoleInput) => {
          const text = description?.trim();
          return api.createRole({
            body: { name: name.trim(), key: key.trim(), ...(text ? { description: text } : {}), permissions: permissionIds },
          });
        });
      },
      /** Renames a role or changes its key or description. */
      update(): AdminMutation<Role, UpdateRoleInput> {
        return change('update', ({ roleId, ...body }: UpdateRoleInput) => api.updateRole({ params: { roleId }, body }));
      },
      /** Sets exactly the permissions (ids) of a role. */
      setPermissions(): AdminMutation<Role, { roleId: string; permissionIds: string[] }> {
        return change('setPermissions', ({ roleId, permissionIds }: { roleId: string; permissionIds: string[] }) =>
          api.setRolePermissions({ params: { roleId }, body: { permissionIds } }),
        );
      },
      /** Deletes a role with its assignments to users and groups. */
      remove(): AdminMutation<unknown, string> {
        return change<unknown, string>('remove', (roleId) => api.deleteRole({ params: { roleId } }));
      },
    },
  };
}

/** The roles area of the admin data. */
export type RolesData = ReturnType<typeof createRolesData>;
