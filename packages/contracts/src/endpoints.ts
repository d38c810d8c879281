import * as auth from './auth';
import * as configurations from './configurations';
import * as entitlements from './entitlements';
import * as m from './entitlements-management';
import * as mfa from './mfa';
import * as users from './users';
import * as vendor from './vendor';
import { COMPAT_PREFIX } from './constants';
import type { Endpoint } from './endpoint';

/** Every user-facing endpoint, keyed by operation id: the route table server and client share. */
export const endpoints = {
  ...auth,
  ...users,
  ...mfa,
  ...configurations,
  userEntitlements: entitlements.userEntitlements,
} as const;

/** The operation ids of the user-facing API. */
export type EndpointId = keyof typeof endpoints;

/** All endpoints as a list (route inventory). */
export const endpointList: Endpoint[] = Object.values(endpoints) as Endpoint[];

/**
 * The vendor-side API, keyed by operation id: the credential exchange and entitlement management.
 * Served at the root only, never under /frontegg (wire-compat §1.2), and never called by the
 * browser clients.
 */
export const vendorEndpoints = {
  vendorToken: vendor.vendorToken,
  listFeatures: m.listFeatures,
  createFeature: m.createFeature,
  getFeature: m.getFeature,
  updateFeature: m.updateFeature,
  deleteFeature: m.deleteFeature,
  listPlans: m.listPlans,
  createPlan: m.createPlan,
  getPlan: m.getPlan,
  updatePlan: m.updatePlan,
  deletePlan: m.deletePlan,
  listFeatureFlags: m.listFeatureFlags,
  createFeatureFlag: m.createFeatureFlag,
  getFeatureFlag: m.getFeatureFlag,
  updateFeatureFlag: m.updateFeatureFlag,
  deleteFeatureFlag: m.deleteFeatureFlag,
  listGrants: m.listGrants,
  createGrant: m.createGrant,
  getGrant: m.getGrant,
  updateGrant: m.updateGrant,
  deleteGrant: m.deleteGrant,
} as const;

/** The vendor-side endpoints as a list. */
export const vendorEndpointList: Endpoint[] = Object.values(vendorEndpoints) as Endpoint[];

/** Every contract endpoint, user-facing and vendor-side (OpenAPI, route inventory, gates). */
export const allEndpointList: Endpoint[] = [...endpointList, ...vendorEndpointList];

/** The path prefixes an endpoint is served under: both for the user-facing API, the root only for the vendor side. */
export const prefixesOf = (e: Endpoint): readonly string[] => (vendorEndpointList.includes(e) ? [''] : ['', COMPAT_PREFIX]);
