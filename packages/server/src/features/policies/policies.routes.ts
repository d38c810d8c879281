import { policiesApi as api } from '@gatehouse/contracts';
import { fail } from '../../kernel/app-error';
import { route, type RouteDef } from '../../http/define-route';
import type { PoliciesService } from './policies.service';

/** Tenant MFA policy, second-factor and remember-device configuration (user-facing; wire-compat §2.2, §3.7). */
export function policiesRoutes(
  policies: PoliciesService,
  /** The tenant a pending sign-in will open in (the MFA feature's, given at composition). */
  pendingSignInTenant: (mfaToken: string) => Promise<string | null>,
): RouteDef[] {
  return [
    route(api.getMfaPolicy, ({ auth }) => policies.mfa(auth.tenantId)),
    route(api.getVendorMfaPolicy, () => policies.vendorMfa()),
    route(api.createMfaPolicy, ({ auth, ctx, body }) => policies.saveTenantMfa(auth, ctx, body, 'create')),
    route(api.updateMfaPolicy, ({ auth, ctx, body }) => policies.saveTenantMfa(auth, ctx, body, 'update')),
    route(api.mfaStrategiesConfig, async () => ({ strategies: (await policies.auth()).mfaStrategies })),
    route(api.allowRememberDevice, async ({ query }) => {
      if (!query.mfaToken) {
        const vendor = await policies.vendorMfa();
        return { isAllowedToRemember: vendor.allowRememberMe, mfaDeviceExpiration: vendor.mfaDeviceExpiration };
      }
      // The pending sign-in's tenant decides: the one a session asked to enter (decision 0032), else the user's
      // active tenant, as the session will be opened in it.
      const tenantId = await pendingSignInTenant(query.mfaToken);
      if (!tenantId) throw fail('mfa.invalid_token');
      const policy = await policies.mfa(tenantId);
      return { isAllowedToRemember: policy.allowRememberMe, mfaDeviceExpiration: policy.mfaDeviceExpiration };
    }),
  ] as RouteDef[];
}

/** The vendor's sign-in configuration and MFA policy (vendor side, root only; decision 0013). */
export function policiesVendorRoutes(policies: PoliciesService): RouteDef[] {
  return [
    route(api.getAuthPolicy, () => policies.auth()),
    route(api.updateAuthPolicy, ({ vendor, ctx, body }) => policies.updateAuth({ vendor, ctx }, body)),
    route(api.updateVendorMfaPolicy, ({ vendor, ctx, body }) => policies.updateVendorMfa({ vendor, ctx }, body)),
  ] as RouteDef[];
}
