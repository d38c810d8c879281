import { z } from 'zod';
import { endpoint } from './endpoint';
import { authStrategies, enforceMfaTypes, machineToMachineStrategies, mfaStrategies, secondaryAuthStrategies } from './constants';
import { optionalQuery, tokenField } from './fields';

const CONFIG = '/identity/resources/configurations/v1';
const isoDate = z.string().meta({ description: 'ISO-8601 date-time' });
const READ = { kind: 'user', permission: 'fe.secure.read.securityPolicy' } as const;
const WRITE = { kind: 'user', permission: 'fe.secure.write.securityPolicy' } as const;
const tags = ['security policies'];

/** How long a remembered MFA device is trusted, in seconds (1 hour to 90 days). */
const deviceExpiration = z
  .number()
  .int()
  .min(3600)
  .max(90 * 86_400);

/** A tenant's (or the vendor's) MFA policy (wire-compat §3.7, plus the remember-device settings of §2.2). */
export const mfaPolicy = z
  .object({
    id: z.string(),
    enforceMFAType: z.enum(enforceMfaTypes),
    allowRememberMe: z.boolean(),
    mfaDeviceExpiration: z.number().int(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'MfaPolicy' });
/** An MFA policy as the API answers it. */
export type MfaPolicy = z.infer<typeof mfaPolicy>;

const mfaPolicyFields = {
  enforceMFAType: z.enum(enforceMfaTypes),
  allowRememberMe: z.boolean().optional(),
  mfaDeviceExpiration: deviceExpiration.optional(),
};

/** The MFA policy in force for the caller's tenant: its own, or the vendor's when it has none. */
export const getMfaPolicy = endpoint({
  id: 'getMfaPolicy',
  method: 'get',
  path: `${CONFIG}/mfa-policy`,
  access: READ,
  summary: "The MFA policy in force for the caller's tenant",
  tags,
  response: mfaPolicy,
});

/** The vendor's MFA policy (the default every tenant starts from, and its floor). */
export const getVendorMfaPolicy = endpoint({
  id: 'getVendorMfaPolicy',
  method: 'get',
  path: `${CONFIG}/mfa-policy/vendor`,
  access: READ,
  summary: "The vendor's MFA policy",
  tags,
  response: mfaPolicy,
});

/** Create the tenant's own MFA policy (wire-compat §3.7: POST when the body has no id). */
export const createMfaPolicy = endpoint({
  id: 'createMfaPolicy',
  method: 'post',
  path: `${CONFIG}/mfa-policy`,
  access: WRITE,
  summary: "Set the tenant's MFA policy",
  tags,
  body: z.object({ id: z.string().max(64).optional(), ...mfaPolicyFields }),
  response: mfaPolicy,
});

/** Update the tenant's own MFA policy (wire-compat §3.7: PATCH when the body has an id). */
export const updateMfaPolicy = endpoint({
  id: 'updateMfaPolicy',
  method: 'patch',
  path: `${CONFIG}/mfa-policy`,
  access: WRITE,
  summary: "Update the tenant's MFA policy",
  tags,
  body: z.object({ id: z.string().min(1).max(64), ...mfaPolicyFields }),
  response: mfaPolicy,
});

/** Which second factors the vendor offers (wire-compat §2.2), strongest first. */
export const mfaStrategiesConfig = endpoint({
  id: 'mfaStrategiesConfig',
  method: 'get',
  path: `${CONFIG}/mfa/strategies`,
  access: { kind: 'public' },
  summary: 'Second factors users may enrol',
  tags,
  response: z
    .object({ strategies: z.array(z.object({ strategy: z.enum(mfaStrategies), isActive: z.boolean() })) })
    .meta({ id: 'MfaStrategies' }),
});

/** Whether the pending sign-in may remember this device, and for how long (wire-compat §2.2). */
export const allowRememberDevice = endpoint({
  id: 'allowRememberDevice',
  method: 'get',
  path: `${CONFIG}/mfa-policy/allow-remember-device`,
  access: { kind: 'public' },
  summary: 'May the device of a pending sign-in be remembered',
  tags,
  // Without mfaToken: the vendor's policy (the login box asks so, keeping the token out of URLs; verify applies the tenant's).
  query: z.object({ mfaToken: optionalQuery(tokenField) }),
  response: z.object({ isAllowedToRemember: z.boolean(), mfaDeviceExpiration: z.number().int() }),
});

/** The vendor's sign-in configuration: main strategy, secondary strategies, second factors, machine-to-machine. */
export const authPolicy = z
  .object({
    authStrategy: z.enum(authStrategies),
    secondaryAuthStrategies: z.array(z.object({ strategy: z.enum(secondaryAuthStrategies), isActive: z.boolean() })),
    mfaStrategies: z.array(z.object({ strategy: z.enum(mfaStrategies), isActive: z.boolean() })),
    machineToMachineAuthStrategy: z.enum(machineToMachineStrategies),
    apiTokensEnabled: z.boolean(),
    updatedAt: isoDate.nullable(),
  })
  .meta({ id: 'AuthPolicy' });
/** The vendor's sign-in configuration as the API answers it. */
export type AuthPolicy = z.infer<typeof authPolicy>;

const VENDOR = { kind: 'vendor' } as const;
const vendorTags = ['security policies (vendor)'];
const switches = <T extends readonly [string, ...string[]]>(names: T) =>
  z.array(z.object({ strategy: z.enum(names), isActive: z.boolean() })).max(names.length);

/** Read the vendor's sign-in configuration (vendor side; decision 0013). */
export const getAuthPolicy = endpoint({
  id: 'getAuthPolicy',
  method: 'get',
  path: `${CONFIG}/vendor/auth-policy`,
  access: VENDOR,
  summary: 'The sign-in configuration',
  tags: vendorTags,
  response: authPolicy,
});

/** Change the vendor's sign-in configuration; fields left out keep their value, listed switches are set one by one. */
export const updateAuthPolicy = endpoint({
  id: 'updateAuthPolicy',
  method: 'put',
  path: `${CONFIG}/vendor/auth-policy`,
  access: VENDOR,
  summary: 'Change the sign-in configuration',
  tags: vendorTags,
  body: z.strictObject({
    authStrategy: z.enum(authStrategies).optional(),
    secondaryAuthStrategies: switches(secondaryAuthStrategies).optional(),
    mfaStrategies: switches(mfaStrategies).optional(),
    machineToMachineAuthStrategy: z.enum(machineToMachineStrategies).optional(),
    apiTokensEnabled: z.boolean().optional(),
  }),
  response: authPolicy,
});

/** Set the vendor's MFA policy: every tenant's default, and the floor no tenant can go below. */
export const updateVendorMfaPolicy = endpoint({
  id: 'updateVendorMfaPolicy',
  method: 'put',
  path: `${CONFIG}/vendor/mfa-policy`,
  access: VENDOR,
  summary: "Set the vendor's MFA policy",
  tags: vendorTags,
  body: z.strictObject(mfaPolicyFields),
  response: mfaPolicy,
});
