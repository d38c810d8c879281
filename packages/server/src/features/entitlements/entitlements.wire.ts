import type { Feature, FeatureFlag, Grant, Plan } from '@gatehouse/contracts';
import type { FeatureRow, FlagRow, PlanRow } from './catalogue.store';
import type { GrantRow } from './grants.store';

// JSON columns hold what the contracts validated before it was written.
const json = <T>(text: string): T => JSON.parse(text) as T;

/** A feature as the vendor API answers it. */
export const toWireFeature = (f: FeatureRow): Feature => ({
  id: f.id,
  vendorId: f.vendor_id,
  key: f.key,
  name: f.name,
  description: f.description,
  permissions: json<string[]>(f.permissions),
  createdAt: f.created_at,
  updatedAt: f.updated_at,
});

/** A plan with its features. */
export const toWirePlan = (p: PlanRow, features: FeatureRow[]): Plan => ({
  id: p.id,
  vendorId: p.vendor_id,
  key: p.key,
  name: p.name,
  description: p.description,
  defaultTreatment: p.default_treatment,
  rules: json<Plan['rules']>(p.rules),
  features: features.map((f) => ({ id: f.id, key: f.key, name: f.name, permissions: json<string[]>(f.permissions) })),
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

/** A feature flag with the feature it is tied to, if any. */
export const toWireFlag = (f: FlagRow, feature: FeatureRow | undefined): FeatureFlag => ({
  id: f.id,
  vendorId: f.vendor_id,
  name: f.name,
  description: f.description,
  on: f.is_on === 1,
  offTreatment: f.off_treatment,
  defaultTreatment: f.default_treatment,
  rules: json<FeatureFlag['rules']>(f.rules),
  feature: feature ? { id: feature.id, key: feature.key, name: feature.name } : null,
  createdAt: f.created_at,
  updatedAt: f.updated_at,
});

/** A grant. */
export const toWireGrant = (g: GrantRow): Grant => ({
  id: g.id,
  planId: g.plan_id,
  featureId: g.feature_id,
  tenantId: g.tenant_id,
  userId: g.user_id,
  expireTime: g.expire_time,
  createdAt: g.created_at,
  updatedAt: g.updated_at,
});

/** Rules as stored. */
export const rulesText = (rules: unknown[] | undefined): string => JSON.stringify(rules ?? []);
