import type { Group } from '@gatehouse/contracts';
import { adminScope, invalidateAll, type AdminDeps, type AdminMutation, type AdminQuery } from './admin-query';

/** A new group, with the users and roles it starts with (spec 001 §4). */
export interface CreateGroupInput {
  name: string;
  description?: string;
  color?: string;
  userIds?: string[];
  roleIds?: string[];
}

/** A group's name, colour or description; what is left out stays as it is. */
export interface UpdateGroupInput {
  groupId: string;
  name?: string;
  color?: string;
  description?: string;
}

/**
 * The edit dialog's changes to a group (issue 16 item 4): a field left out stays as it is, an empty description
 * clears it; then the roles to give and to take off.
 */
export interface EditGroupInput {
  groupId: string;
  name?: string;
  color?: string;
  description?: string;
  addRoleIds?: string[];
  removeRoleIds?: string[];
}

/** Ids added to or taken off one group. */
export interface GroupLinksInput {
  groupId: string;
  ids: string[];
}

const filled = (text: string | undefined) => {
  const value = text?.trim();
  return value ? value : undefined;
};

/** The groups of the current tenant with their roles and members; every change reloads the list. */
export function createGroupsData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const listKey = () => [...adminScope(client), 'groups', 'list'];
  // Memberships and group roles show in the users table as well as in the groups list.
  const reload = () => {
    const scope = adminScope(client);
    return invalidateAll(queryClient, [
      [...scope, 'groups'],
      [...scope, 'users', 'list'],
    ]);
  };
  const change = <V>(name: string, call: (input: V) => Promise<unknown>): AdminMutation<unknown, V> => ({
    mutationKey: [...listKey(), name],
    mutationFn: call,
    onSuccess: reload,
  });

  return {
    queries: {
      /** The tenant's groups, each with its roles and users (wire-compat §3.4). */
      list(): AdminQuery<Group[]> {
        return {
          queryKey: listKey(),
          queryFn: async () => (await api.listGroups({ query: { _groupsRelations: 'rolesAndUsers' } })).groups,
        };
      },
    },
    mutations: {
      /**
       * Creates a group, then adds its users and roles (spec 001 §4); the description and colour are sent only when
       * not blank (§5). The list reloads even when adding a role fails, since the group itself exists by then.
       */
      create(): AdminMutation<Group, CreateGroupInput> {
        return {
          mutationKey: [...listKey(), 'create'],
          mutationFn: async ({ name, description, color, userIds = [], roleIds = [] }) => {
            const [text, colour] = [filled(description), filled(color)];
            const group = await api.createGroup({
              body: { name: name.trim(), ...(text ? { description: text } : {}), ...(colour ? { color: colour } : {}) },
            });
            const params = { groupId: group.id };
            if (userIds.length > 0) await api.addUsersToGroup({ params, body: { userIds } });
            if (roleIds.length > 0) await api.addRolesToGroup({ params, body: { roleIds } });
            return group;
          },
          onSettled: reload,
        };
      },
      /** Renames a group or changes its colour or description. */
      update(): AdminMutation<unknown, UpdateGroupInput> {
        return change('update', ({ groupId, ...body }: UpdateGroupInput) => api.updateGroup({ params: { groupId }, body }));
      },
      /**
       * Saves the edit dialog: the name, colour and description that changed (one call, none when nothing did), then
       * the roles given, then those taken off. The list reloads even when a step fails, as the earlier ones hold.
       */
      edit(): AdminMutation<void, EditGroupInput> {
        return {
          mutationKey: [...listKey(), 'edit'],
          mutationFn: async ({ groupId, name, color, description, addRoleIds = [], removeRoleIds = [] }) => {
            const params = { groupId };
            const body = {
              ...(filled(name) ? { name: name!.trim() } : {}),
              ...(filled(color) ? { color: color!.trim() } : {}),
              ...(description !== undefined ? { description: description.trim() } : {}),
            };
            if (Object.keys(body).length > 0) await api.updateGroup({ params, body });
            if (addRoleIds.length > 0) await api.addRolesToGroup({ params, body: { roleIds: addRoleIds } });
            if (removeRoleIds.length > 0) await api.removeRolesFromGroup({ params, body: { roleIds: removeRoleIds } });
          },
          onSettled: reload,
        };
      },
      /** Deletes a group (its members lose the roles it gave them). */
      remove(): AdminMutation<unknown, string> {
        return change('remove', (groupId: string) => api.deleteGroup({ params: { groupId } }));
      },
      /** Adds members (user ids) to a group. */
      addMembers(): AdminMutation<unknown, GroupLinksInput> {
        return change('addMembers', ({ groupId, ids }: GroupLinksInput) =>
          api.addUsersToGroup({ params: { groupId }, body: { userIds: ids } }),
        );
      },
      /** Removes members (user ids) from a group. */
      removeMembers(): AdminMutation<unknown, GroupLinksInput> {
        return change('removeMembers', ({ groupId, ids }: GroupLinksInput) =>
          api.removeUsersFromGroup({ params: { groupId }, body: { userIds: ids } }),
        );
      },
      /** Gives a group roles (role ids). */
      addRoles(): AdminMutation<unknown, GroupLinksInput> {
        return change('addRoles', ({ groupId, ids }: GroupLinksInput) =>
          api.addRolesToGroup({ params: { groupId }, body: { roleIds: ids } }),
        );
      },
      /** Takes roles (role ids) off a group. */
      removeRoles(): AdminMutation<unknown, GroupLinksInput> {
        return change('removeRoles', ({ groupId, ids }: GroupLinksInput) =>
          api.removeRolesFromGroup({ params: { groupId }, body: { roleIds: ids } }),
        );
      },
    },
  };
}

/** The groups area of the admin data. */
export type GroupsData = ReturnType<typeof createGroupsData>;
