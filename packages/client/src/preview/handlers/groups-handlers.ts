import { assignDefined } from '../assign-defined';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import type { PreviewGroup } from '../preview-state';
import { groupView, memberOf, roleById } from '../preview-views';

const tenantOf = (context: PreviewContext) => caller(context).session.tenantId;

/** A group of the caller's tenant, or the server's 404; SCIM-managed groups refuse changes. */
function groupOf(context: PreviewContext, groupId: string, change = false): PreviewGroup {
  const group = context.state.groups.find((g) => g.id === groupId && g.tenantId === tenantOf(context)) ?? fail('group.not_found');
  if (change && group.managedBy === 'scim2') fail('group.managed_by_scim');
  return group;
}

function checkName(context: PreviewContext, name: string, except?: string): void {
  const taken = context.state.groups.some(
    (g) => g.tenantId === tenantOf(context) && g.id !== except && g.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) fail('group.name_taken');
}

const touch = (context: PreviewContext, group: PreviewGroup) => {
  group.updatedAt = new Date(context.state.now()).toISOString();
};

/** Groups, their settings, roles and members (spec 001 §4, wire-compat §3.4). */
export const groupsHandlers: PreviewHandlers = {
  listGroups: ({ query }, context) => ({
    groups: context.state.groups
      .filter((g) => g.tenantId === tenantOf(context))
      .map((g) => groupView(context.state, g, query._groupsRelations)),
  }),
  getGroupsConfig: (_request, context) => context.state.groupsConfig.get(tenantOf(context))!,
  updateGroupsConfig: ({ body }, context) => assignDefined(context.state.groupsConfig.get(tenantOf(context))!, body),
  getGroupsByIds: ({ query, body }, context) => ({
    groups: context.state.groups
      .filter((g) => g.tenantId === tenantOf(context) && body.groupsIds.includes(g.id))
      .map((g) => groupView(context.state, g, query._groupsRelations)),
  }),
  createGroup: ({ body }, context) => {
    checkName(context, body.name);
    const now = new Date(context.state.now()).toISOString();
    const group: PreviewGroup = {
      id: context.state.nextId('group'),
      tenantId: tenantOf(context),
      name: body.name,
      ...(body.color !== undefined ? { color: body.color } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      metadata: body.metadata ?? '{}',
      managedBy: 'frontegg',
      roleIds: [],
      userIds: [],
      createdAt: now,
      updatedAt: now,
    };
    context.state.groups.push(group);
    return groupView(context.state, group);
  },
  getGroup: ({ params, query }, context) => groupView(context.state, groupOf(context, params.groupId), query._groupsRelations),
  updateGroup: ({ params, body }, context) => {
    const group = groupOf(context, params.groupId, true);
    if (body.name !== undefined) checkName(context, body.name, group.id);
    assignDefined(group, body);
    touch(context, group);
    return groupView(context.state, group);
  },
  deleteGroup: ({ params }, context) => {
    const group = groupOf(context, params.groupId, true);
    context.state.groups = context.state.groups.filter((g) => g !== group);
    return {};
  },
  addRolesToGroup: ({ params, body }, context) => {
    const group = groupOf(context, params.groupId, true);
    if (!context.state.groupsConfig.get(group.tenantId)?.rolesEnabled) fail('group.roles_disabled');
    for (const id of body.roleIds) roleById(context.state, group.tenantId, id);
    group.roleIds = [...new Set([...group.roleIds, ...body.roleIds])];
    touch(context, group);
    return {};
  },
  removeRolesFromGroup: ({ params, body }, context) => {
    const group = groupOf(context, params.groupId, true);
    group.roleIds = group.roleIds.filter((id) => !body.roleIds.includes(id));
    touch(context, group);
    return {};
  },
  addUsersToGroup: ({ params, body }, context) => {
    const group = groupOf(context, params.groupId, true);
    for (const id of body.userIds) memberOf(context.state, group.tenantId, id);
    group.userIds = [...new Set([...group.userIds, ...body.userIds])];
    touch(context, group);
    return {};
  },
  removeUsersFromGroup: ({ params, body }, context) => {
    const group = groupOf(context, params.groupId, true);
    group.userIds = group.userIds.filter((id) => !body.userIds.includes(id));
    touch(context, group);
    return {};
  },
};
