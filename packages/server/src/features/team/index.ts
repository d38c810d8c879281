// The team feature's public entry: the services of members, invitations, invite links and the team, and the routes.
export { createTeamServices, type TeamServices } from './team.services';
export { teamRoutes } from './team.routes';
export { assignableRoleIds, defaultRoleIds, setMemberRoles } from './team.store';
