// The policies feature's public entry: the sign-in configuration and MFA policy service, and its routes.
export { createPoliciesService, type PoliciesService } from './policies.service';
export { policiesRoutes, policiesVendorRoutes } from './policies.routes';
