// The impersonation feature's public entry: the service, the administrators' grant set at start, and the route.
export { createImpersonationService, type ImpersonationService } from './impersonation.service';
export { setAdminImpersonationGrant } from './impersonation.store';
export { impersonationRoutes } from './impersonation.routes';
