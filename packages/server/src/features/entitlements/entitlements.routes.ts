import { entitlementsApi as api, endpoints } from '@gatehouse/contracts';
import { route, type RouteDef } from '../../http/define-route';
import type { EntitlementsServices } from './entitlements.services';
import type { VendorCall } from './vendor-call';

/** The entitlement set of the signed-in user (user-facing, also under /frontegg). */
export function entitlementsRoutes(entitlements: EntitlementsServices): RouteDef[] {
  return [route(endpoints.userEntitlements, ({ auth }) => entitlements.forUser(auth))] as RouteDef[];
}

const callOf = ({ vendor, ctx }: VendorCall): VendorCall => ({ vendor, ctx });

/** The vendor's management of features, plans, flags and grants (vendor side, root only; decision 0011). */
export function entitlementsVendorRoutes(entitlements: EntitlementsServices): RouteDef[] {
  const { features, plans, flags, grants } = entitlements;
  return [
    route(api.listFeatures, ({ vendor, query }) => features.list(vendor.vendorId, query)),
    route(api.createFeature, (i) => features.create(callOf(i), i.body)),
    route(api.getFeature, ({ vendor, params }) => features.get(vendor.vendorId, params.featureId)),
    route(api.updateFeature, (i) => features.update(callOf(i), i.params.featureId, i.body)),
    route(api.deleteFeature, (i) => features.remove(callOf(i), i.params.featureId)),
    route(api.listPlans, ({ vendor, query }) => plans.list(vendor.vendorId, query)),
    route(api.createPlan, (i) => plans.create(callOf(i), i.body)),
    route(api.getPlan, ({ vendor, params }) => plans.get(vendor.vendorId, params.planId)),
    route(api.updatePlan, (i) => plans.update(callOf(i), i.params.planId, i.body)),
    route(api.deletePlan, (i) => plans.remove(callOf(i), i.params.planId)),
    route(api.listFeatureFlags, ({ vendor, query }) => flags.list(vendor.vendorId, query)),
    route(api.createFeatureFlag, (i) => flags.create(callOf(i), i.body)),
    route(api.getFeatureFlag, ({ vendor, params }) => flags.get(vendor.vendorId, params.flagId)),
    route(api.updateFeatureFlag, (i) => flags.update(callOf(i), i.params.flagId, i.body)),
    route(api.deleteFeatureFlag, (i) => flags.remove(callOf(i), i.params.flagId)),
    route(api.listGrants, ({ vendor, query }) => grants.list(vendor.vendorId, query)),
    route(api.createGrant, (i) => grants.create(callOf(i), i.body)),
    route(api.getGrant, ({ vendor, params }) => grants.get(vendor.vendorId, params.grantId)),
    route(api.updateGrant, (i) => grants.update(callOf(i), i.params.grantId, i.body.expireTime)),
    route(api.deleteGrant, (i) => grants.remove(callOf(i), i.params.grantId)),
  ] as RouteDef[];
}
