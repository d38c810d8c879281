// The second factors' public entry: the MFA service and routes, the decision the sign-in spine asks, the rule a
// session meets to enter a tenant, the tenant of a pending sign-in, and which users have a factor (lists, profile).
export { createMfaService, type MfaService } from './mfa.service';
export { mfaRoutes } from './mfa.routes';
export { createSecondFactorDecision } from './mfa-challenge';
export { createTenantEntryRule } from './tenant-entry';
export { pendingSignInTenant } from './pending-sign-in-tenant';
export { hasNoFactor, usersWithFactor, userWithFactor } from './enrolled-factors';
