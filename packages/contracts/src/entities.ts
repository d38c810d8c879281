import { z } from 'zod';

const isoDate = z.string().meta({ description: 'ISO-8601 date-time' });

/** A role (IRole of wire-compat §2.15). */
export const role = z
  .object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    description: z.string().optional(),
    isDefault: z.boolean(),
    permissions: z.array(z.string()).meta({ description: 'permission ids' }),
    tenantId: z.string().optional(),
    vendorId: z.string(),
    level: z.number().optional(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof role>;

/** A permission (ITeamUserPermission of wire-compat §2.15). */
export const permission = z
  .object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    fePermission: z.boolean(),
    roleIds: z.array(z.string()),
    categoryId: z.string(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Permission' });
export type Permission = z.infer<typeof permission>;

/** A tenant as the current user sees it (ITenantsResponse). */
export const tenant = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    name: z.string(),
    deletedAt: z.null(),
    metadata: z.unknown(),
    vendorId: z.string(),
    isReseller: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
    address: z.string().optional(),
    timezone: z.string().optional(),
    dateFormat: z.string().optional(),
    timeFormat: z.string().optional(),
    currency: z.string().optional(),
    logo: z.string().optional(),
    alias: z.string().optional(),
    hasCustomLogin: z.boolean().optional(),
    tenantType: z.enum(['customer', 'spam', 'test', 'reseller', 'headquarter']).optional(),
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenant>;

/** The current user's profile (IUserProfile of wire-compat §2.15). */
export const userProfile = z
  .object({
    id: z.string(),
    sub: z.string(),
    email: z.string(),
    name: z.string(),
    profilePictureUrl: z.string().nullable().optional(),
    profileImage: z.string().nullable().optional(),
    verified: z.boolean(),
    mfaEnrolled: z.boolean(),
    phoneNumber: z.string().nullable().optional(),
    provider: z.string(),
    tenantId: z.string(),
    tenantIds: z.array(z.string()),
    activatedForTenant: z.boolean().optional(),
    isLocked: z.boolean().optional(),
    isDisabled: z.boolean().optional(),
    tenants: z.array(z.object({ tenantId: z.string(), roles: z.array(role) })),
    managedBy: z.enum(['frontegg', 'scim2']).optional(),
    metadata: z.string().meta({ description: 'JSON text' }),
    createdAt: isoDate,
    lastLogin: isoDate.nullable().optional(),
    roles: z.array(role),
    permissions: z.array(permission),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfile>;

/** Answer of the current-user tenants calls (v1 and v3). */
export const meTenants = z.object({ tenants: z.array(tenant), activeTenant: tenant }).meta({ id: 'MeTenants' });
export type MeTenants = z.infer<typeof meTenants>;

/** MFA devices of a user (wire-compat §2.1 `mfaDevices`, §2.17). */
export const mfaDevices = z
  .object({
    webauthn: z.array(z.object({ id: z.string(), deviceType: z.enum(['Platform', 'CrossPlatform']), name: z.string() })),
    phones: z.array(z.object({ id: z.string(), phoneNumber: z.string() })),
    authenticators: z.array(z.object({ id: z.string() })),
    emails: z.array(z.object({ email: z.string() })),
  })
  .meta({ id: 'MfaDevices' });
export type MfaDevices = z.infer<typeof mfaDevices>;

/** The login response (ILoginResponse of wire-compat §2.1). */
export const loginResponse = z
  .object({
    accessToken: z.string().optional(),
    refreshToken: z.string().optional(),
    expiresIn: z.number().optional(),
    expires: z.string().optional(),
    mfaRequired: z.boolean(),
    mfaToken: z.string().optional(),
    mfaEnrolled: z.boolean().optional(),
    mfaDevices: mfaDevices.optional(),
    mfaStrategies: z.array(z.string()).optional(),
    recoveryCode: z.string().optional().meta({ description: 'first recovery code, after a login-time enrolment' }),
    recoveryCodes: z.array(z.string()).optional(),
    emailVerified: z.boolean().optional(),
    isBreachedPassword: z.boolean().optional(),
    userId: z.string().optional(),
    userEmail: z.string().optional(),
    tenantId: z.string().optional(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponse>;

/** Claims of the access token (wire-compat §4.2). */
export const accessTokenClaims = z
  .object({
    sub: z.string(),
    email: z.string(),
    email_verified: z.boolean().optional(),
    name: z.string(),
    tenantId: z.string(),
    tenantIds: z.array(z.string()),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    type: z.enum(['userToken', 'userApiToken', 'tenantApiToken', 'userAccessToken', 'tenantAccessToken']),
    acr: z.string().optional(),
    amr: z.array(z.string()),
    auth_time: z.number(),
    sid: z.string().optional(),
    iss: z.string().optional(),
    aud: z.union([z.string(), z.array(z.string())]).optional(),
    iat: z.number(),
    exp: z.number(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    profilePictureUrl: z.string().optional(),
  })
  .meta({ id: 'AccessTokenClaims' });
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

/** An empty JSON object answer. */
export const empty = z.object({}).meta({ id: 'Empty' });
