// The groups feature's public entry: the service and the routes.
export { createGroupsService, type GroupsService } from './groups.service';
export { groupsRoutes } from './groups.routes';
