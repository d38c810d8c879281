import { z } from 'zod';
import { endpoint } from './endpoint';
import { rules, treatment } from './entitlements';
import { nameField, optionalQuery } from './fields';

// Vendor-side paths follow the reference platform's entitlement management API (decision 0011).
const FEATURES = '/entitlements/resources/features/v1';
const PLANS = '/entitlements/resources/plans/v1';
const FLAGS = '/entitlements/resources/feature-flags/v1';
const GRANTS = '/entitlements/resources/entitlements/v2';
const VENDOR = { kind: 'vendor' } as const;
const tags = ['entitlements (vendor)'];

/** A feature or plan key: letters, digits and `._:-`, starting with a letter or digit. */
export const catalogueKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/);
/** A permission key a feature links to (may carry `*` wildcards, spec 000 §6). */
export const permissionKeyField = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.*:-]+$/);
/** An id of a catalogue row or grant. */
const idField = z.string().min(1).max(128);
const description = z.string().max(2000);
const page = {
  offset: optionalQuery(z.coerce.number().int().min(0).max(1_000_000)),
  limit: optionalQuery(z.coerce.number().int().min(1).max(1000)),
};
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), hasNext: z.boolean() });
const deleted = z.object({});

/** A feature of the catalogue: a key the host application checks, and the permissions it gates. */
export const feature = z
  .object({
    id: z.string(),
    vendorId: z.string(),
    key: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    permissions: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Feature' });
/** A feature as the vendor API answers it. */
export type Feature = z.infer<typeof feature>;

const featureBody = {
  key: catalogueKey,
  name: nameField,
  description: description.optional(),
  permissions: z.array(permissionKeyField).max(100).optional(),
};

/** List the features of the catalogue. */
export const listFeatures = endpoint({
  id: 'listFeatures',
  method: 'get',
  path: FEATURES,
  access: VENDOR,
  summary: 'List features',
  tags,
  query: z.object(page),
  response: pageOf(feature),
});
/** Create a feature. */
export const createFeature = endpoint({
  id: 'createFeature',
  method: 'post',
  path: FEATURES,
  access: VENDOR,
  summary: 'Create a feature',
  tags,
  body: z.object(featureBody),
  response: feature,
});
const featureParams = z.object({ featureId: idField });
/** One feature. */
export const getFeature = endpoint({
  id: 'getFeature',
  method: 'get',
  path: `${FEATURES}/{featureId}`,
  access: VENDOR,
  summary: 'Get a feature',
  tags,
  params: featureParams,
  response: feature,
});
/** Change a feature (fields given replace the stored ones). */
export const updateFeature = endpoint({
  id: 'updateFeature',
  method: 'patch',
  path: `${FEATURES}/{featureId}`,
  access: VENDOR,
  summary: 'Update a feature',
  tags,
  params: featureParams,
  body: z.object({
    key: catalogueKey.optional(),
    name: nameField.optional(),
    description: description.nullable().optional(),
    permissions: featureBody.permissions,
  }),
  response: feature,
});
/** Delete a feature, its plan links, flag link and grants. */
export const deleteFeature = endpoint({
  id: 'deleteFeature',
  method: 'delete',
  path: `${FEATURES}/{featureId}`,
  access: VENDOR,
  summary: 'Delete a feature',
  tags,
  params: featureParams,
  response: deleted,
});

/** A plan: a bundle of features granted together, with targeting rules and a default treatment. */
export const plan = z
  .object({
    id: z.string(),
    vendorId: z.string(),
    key: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    defaultTreatment: treatment,
    rules,
    features: z.array(z.object({ id: z.string(), key: z.string(), name: z.string(), permissions: z.array(z.string()) })),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Plan' });
/** A plan as the vendor API answers it. */
export type Plan = z.infer<typeof plan>;

const featureKeys = z.array(catalogueKey).max(500);
/** List plans. */
export const listPlans = endpoint({
  id: 'listPlans',
  method: 'get',
  path: PLANS,
  access: VENDOR,
  summary: 'List plans',
  tags,
  query: z.object(page),
  response: pageOf(plan),
});
/** Create a plan (`key` is optional: the catalogue file names plans by it). */
export const createPlan = endpoint({
  id: 'createPlan',
  method: 'post',
  path: PLANS,
  access: VENDOR,
  summary: 'Create a plan',
  tags,
  body: z.object({
    key: catalogueKey.optional(),
    name: nameField,
    description: description.optional(),
    defaultTreatment: treatment.optional(),
    rules: rules.optional(),
    featureKeys: featureKeys.optional(),
  }),
  response: plan,
});
const planParams = z.object({ planId: idField });
/** One plan with its features. */
export const getPlan = endpoint({
  id: 'getPlan',
  method: 'get',
  path: `${PLANS}/{planId}`,
  access: VENDOR,
  summary: 'Get a plan',
  tags,
  params: planParams,
  response: plan,
});
/** Change a plan; `featureKeys` replaces its features. */
export const updatePlan = endpoint({
  id: 'updatePlan',
  method: 'patch',
  path: `${PLANS}/{planId}`,
  access: VENDOR,
  summary: 'Update a plan',
  tags,
  params: planParams,
  body: z.object({
    key: catalogueKey.nullable().optional(),
    name: nameField.optional(),
    description: description.nullable().optional(),
    defaultTreatment: treatment.optional(),
    rules: rules.optional(),
    featureKeys: featureKeys.optional(),
  }),
  response: plan,
});
/** Delete a plan and its grants. */
export const deletePlan = endpoint({
  id: 'deletePlan',
  method: 'delete',
  path: `${PLANS}/{planId}`,
  access: VENDOR,
  summary: 'Delete a plan',
  tags,
  params: planParams,
  response: deleted,
});

/** A feature flag: on/off, treatments and targeting rules, optionally tied to one feature. */
export const featureFlag = z
  .object({
    id: z.string(),
    vendorId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    on: z.boolean(),
    offTreatment: treatment,
    defaultTreatment: treatment,
    rules,
    feature: z.object({ id: z.string(), key: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FeatureFlag' });
/** A feature flag as the vendor API answers it. */
export type FeatureFlag = z.infer<typeof featureFlag>;

/** A flag name, as `GET /flags` answers it (spec flags: `show-passkeys-new`, `admin_portal_…`). */
export const flagName = catalogueKey;
/** List feature flags. */
export const listFeatureFlags = endpoint({
  id: 'listFeatureFlags',
  method: 'get',
  path: FLAGS,
  access: VENDOR,
  summary: 'List feature flags',
  tags,
  query: z.object(page),
  response: pageOf(featureFlag),
});
/** Create a feature flag. */
export const createFeatureFlag = endpoint({
  id: 'createFeatureFlag',
  method: 'post',
  path: FLAGS,
  access: VENDOR,
  summary: 'Create a feature flag',
  tags,
  body: z.object({
    name: flagName,
    description: description.optional(),
    on: z.boolean(),
    offTreatment: treatment,
    defaultTreatment: treatment,
    featureId: idField.optional(),
    rules: rules.optional(),
  }),
  response: featureFlag,
});
const flagParams = z.object({ flagId: idField });
/** One feature flag. */
export const getFeatureFlag = endpoint({
  id: 'getFeatureFlag',
  method: 'get',
  path: `${FLAGS}/{flagId}`,
  access: VENDOR,
  summary: 'Get a feature flag',
  tags,
  params: flagParams,
  response: featureFlag,
});
/** Change a feature flag (`featureId: null` unties it from its feature). */
export const updateFeatureFlag = endpoint({
  id: 'updateFeatureFlag',
  method: 'patch',
  path: `${FLAGS}/{flagId}`,
  access: VENDOR,
  summary: 'Update a feature flag',
  tags,
  params: flagParams,
  body: z.object({
    name: flagName.optional(),
    description: description.nullable().optional(),
    on: z.boolean().optional(),
    offTreatment: treatment.optional(),
    defaultTreatment: treatment.optional(),
    featureId: idField.nullable().optional(),
    rules: rules.optional(),
  }),
  response: featureFlag,
});
/** Delete a feature flag. */
export const deleteFeatureFlag = endpoint({
  id: 'deleteFeatureFlag',
  method: 'delete',
  path: `${FLAGS}/{flagId}`,
  access: VENDOR,
  summary: 'Delete a feature flag',
  tags,
  params: flagParams,
  response: deleted,
});

/** Epoch milliseconds when a grant ends; -1 never. */
export const expireTimeField = z.number().int().min(-1).max(8_640_000_000_000_000);

/** A grant of a plan or a feature to a tenant, or to one user in it (`userId` null: the whole tenant). */
export const grant = z
  .object({
    id: z.string(),
    planId: z.string().nullable(),
    featureId: z.string().nullable(),
    tenantId: z.string(),
    userId: z.string().nullable(),
    expireTime: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'EntitlementGrant' });
/** A grant as the vendor API answers it. */
export type Grant = z.infer<typeof grant>;

/** List grants, optionally of one tenant, user, plan or feature. */
export const listGrants = endpoint({
  id: 'listGrants',
  method: 'get',
  path: GRANTS,
  access: VENDOR,
  summary: 'List grants of plans and features',
  tags,
  query: z.object({
    ...page,
    tenantId: optionalQuery(idField),
    userId: optionalQuery(idField),
    planId: optionalQuery(idField),
    featureId: optionalQuery(idField),
  }),
  response: pageOf(grant),
});
/** Grant a plan or a feature (exactly one) to a tenant or one of its users; `expireTime` defaults to -1 (never). */
export const createGrant = endpoint({
  id: 'createGrant',
  method: 'post',
  path: GRANTS,
  access: VENDOR,
  summary: 'Grant a plan or a feature to a tenant or user',
  tags,
  body: z
    .object({
      planId: idField.optional(),
      featureId: idField.optional(),
      tenantId: idField,
      userId: idField.optional(),
      expireTime: expireTimeField.optional(),
    })
    .refine((b) => (b.planId === undefined) !== (b.featureId === undefined), { error: 'Give exactly one of planId and featureId' }),
  response: grant,
});
const grantParams = z.object({ grantId: idField });
/** One grant. */
export const getGrant = endpoint({
  id: 'getGrant',
  method: 'get',
  path: `${GRANTS}/{grantId}`,
  access: VENDOR,
  summary: 'Get a grant',
  tags,
  params: grantParams,
  response: grant,
});
/** Change when a grant ends. */
export const updateGrant = endpoint({
  id: 'updateGrant',
  method: 'patch',
  path: `${GRANTS}/{grantId}`,
  access: VENDOR,
  summary: 'Change the end of a grant',
  tags,
  params: grantParams,
  body: z.object({ expireTime: expireTimeField }),
  response: grant,
});
/** Revoke a grant. */
export const deleteGrant = endpoint({
  id: 'deleteGrant',
  method: 'delete',
  path: `${GRANTS}/{grantId}`,
  access: VENDOR,
  summary: 'Revoke a grant',
  tags,
  params: grantParams,
  response: deleted,
});
