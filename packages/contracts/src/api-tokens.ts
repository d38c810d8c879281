import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './entities';

const USERS_CC = '/identity/resources/users/api-tokens/v1';
const TENANTS_CC = '/identity/resources/tenants/api-tokens';
const USERS_AT = '/identity/resources/users/access-tokens/v1';
const TENANTS_AT = '/identity/resources/tenants/access-tokens/v1';
const VENDOR_USERS_AT = '/identity/resources/vendor-only/users/access-tokens/v1';
const VENDOR_TENANTS_AT = '/identity/resources/vendor-only/tenants/access-tokens/v1';
const tags = ['api-tokens'] as const;
const PERSONAL = { kind: 'user' } as const;
const TENANT_READ = { kind: 'user', permission: 'fe.secure.read.tenantApiTokens' } as const;
const TENANT_WRITE = { kind: 'user', permission: 'fe.secure.write.tenantApiTokens' } as const;
const VENDOR = { kind: 'vendor' } as const;

/** The prefix of every client-credentials secret, so secret scanners can recognise a leaked one (docs/api-tokens.md). */
export const API_TOKEN_SECRET_PREFIX = 'gh_cs_';
/** Minutes in a day: the admin portal sends expiry as days × 1440 (spec 001 §9). */
export const MINUTES_PER_DAY = 1440;
/** The longest expiry a token may be given: ten years, in minutes. */
export const API_TOKEN_MAX_EXPIRY_MINUTES = 3650 * MINUTES_PER_DAY;

const idField = z.string().min(1).max(128);
const description = z.string().trim().max(500);
/** Minutes until the token expires; `null` (or left out) = never (wire-compat §3.6). */
const expiresInMinutes = z.number().int().min(1).max(API_TOKEN_MAX_EXPIRY_MINUTES).nullable().optional();
const roleIds = z.array(idField).max(100);

/** Body of a personal token creation (wire-compat §3.6). */
export const createPersonalTokenBody = z.object({ description, expiresInMinutes });
/** Body of a tenant token creation: the roles it carries (wire-compat §3.6). */
export const createTenantTokenBody = z.object({ description, expiresInMinutes, roleIds: roleIds.default([]) });

/** A client-credentials token as listed: never its secret (wire-compat §3.6). */
export const clientCredentialsToken = z
  .object({
    clientId: z.string(),
    description: z.string(),
    tenantId: z.string(),
    createdByUserId: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    roleIds: z.array(z.string()).optional(),
    expires: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientCredentialsToken' });
export type ClientCredentialsToken = z.infer<typeof clientCredentialsToken>;

/** A client-credentials token just created: the only answer that carries its secret. */
export const createdClientCredentials = clientCredentialsToken.extend({ secret: z.string() }).meta({ id: 'CreatedClientCredentials' });

/** An access token as listed (wire-compat §3.6 `accessTokens[]`). */
export const accessTokenItem = z
  .object({
    id: z.string(),
    description: z.string(),
    createdAt: z.string(),
    expires: z.string().nullable(),
    roleIds: z.array(z.string()).optional(),
  })
  .meta({ id: 'AccessTokenItem' });
export type AccessTokenItem = z.infer<typeof accessTokenItem>;

/** An access token just created: `secret` is the value to send as `x-api-key`, shown once. */
export const createdAccessToken = accessTokenItem.extend({ secret: z.string() }).meta({ id: 'CreatedAccessToken' });

const tokenParams = z.object({ tokenId: idField });
const idParams = z.object({ id: idField });
const accessTokenList = z.object({ accessTokens: z.array(accessTokenItem) });

/** The caller's personal client credentials. */
export const listUserApiTokens = endpoint({
  id: 'listUserApiTokens',
  method: 'get',
  path: USERS_CC,
  access: PERSONAL,
  summary: 'Your personal client credentials',
  tags,
  response: z.array(clientCredentialsToken),
});
/** Create a personal client credential; the secret is answered once. */
export const createUserApiToken = endpoint({
  id: 'createUserApiToken',
  method: 'post',
  path: USERS_CC,
  access: PERSONAL,
  summary: 'Create a personal client credential',
  tags,
  body: createPersonalTokenBody,
  response: createdClientCredentials,
  status: 201,
});
/** Delete a personal client credential (by client id); refused at once everywhere on this server. */
export const deleteUserApiToken = endpoint({
  id: 'deleteUserApiToken',
  method: 'delete',
  path: `${USERS_CC}/{tokenId}`,
  access: PERSONAL,
  summary: 'Delete a personal client credential',
  tags,
  params: tokenParams,
  response: empty,
});

/** The tenant's client credentials. */
export const listTenantApiTokens = endpoint({
  id: 'listTenantApiTokens',
  method: 'get',
  path: `${TENANTS_CC}/v1`,
  access: TENANT_READ,
  summary: "The tenant's client credentials",
  tags,
  response: z.array(clientCredentialsToken),
});
/** Create a tenant client credential with roles the caller may grant; the secret is answered once. */
export const createTenantApiToken = endpoint({
  id: 'createTenantApiToken',
  method: 'post',
  path: `${TENANTS_CC}/v2`,
  access: TENANT_WRITE,
  summary: 'Create a tenant client credential',
  tags,
  body: createTenantTokenBody,
  response: createdClientCredentials,
  status: 201,
});
/** Delete a tenant client credential (by client id). */
export const deleteTenantApiToken = endpoint({
  id: 'deleteTenantApiToken',
  method: 'delete',
  path: `${TENANTS_CC}/v1/{tokenId}`,
  access: TENANT_WRITE,
  summary: 'Delete a tenant client credential',
  tags,
  params: tokenParams,
  response: empty,
});

/** The caller's personal access tokens. */
export const listUserAccessTokens = endpoint({
  id: 'listUserAccessTokens',
  method: 'get',
  path: USERS_AT,
  access: PERSONAL,
  summary: 'Your personal access tokens',
  tags,
  response: accessTokenList,
});
/** Create a personal access token; its value is answered once. */
export const createUserAccessToken = endpoint({
  id: 'createUserAccessToken',
  method: 'post',
  path: USERS_AT,
  access: PERSONAL,
  summary: 'Create a personal access token',
  tags,
  body: createPersonalTokenBody,
  response: createdAccessToken,
  status: 201,
});
/** Delete a personal access token. */
export const deleteUserAccessToken = endpoint({
  id: 'deleteUserAccessToken',
  method: 'delete',
  path: `${USERS_AT}/{id}`,
  access: PERSONAL,
  summary: 'Delete a personal access token',
  tags,
  params: idParams,
  response: empty,
});

/** The tenant's access tokens. */
export const listTenantAccessTokens = endpoint({
  id: 'listTenantAccessTokens',
  method: 'get',
  path: TENANTS_AT,
  access: TENANT_READ,
  summary: "The tenant's access tokens",
  tags,
  response: accessTokenList,
});
/** Create a tenant access token with roles the caller may grant; its value is answered once. */
export const createTenantAccessToken = endpoint({
  id: 'createTenantAccessToken',
  method: 'post',
  path: TENANTS_AT,
  access: TENANT_WRITE,
  summary: 'Create a tenant access token',
  tags,
  body: createTenantTokenBody,
  response: createdAccessToken,
  status: 201,
});
/** Delete a tenant access token. */
export const deleteTenantAccessToken = endpoint({
  id: 'deleteTenantAccessToken',
  method: 'delete',
  path: `${TENANTS_AT}/{id}`,
  access: TENANT_WRITE,
  summary: 'Delete a tenant access token',
  tags,
  params: idParams,
  response: empty,
});

/** An access token for a client credential (answer of the exchange; the LoginResponse fields of wire-compat §2.1). */
export const apiTokenExchangeResponse = z
  .object({ accessToken: z.string(), expiresIn: z.number().int(), expires: z.string() })
  .meta({ id: 'ApiTokenExchange' });

/** Exchange a client id and secret for a short-lived access token (type userApiToken or tenantApiToken). */
export const exchangeApiToken = endpoint({
  id: 'exchangeApiToken',
  method: 'post',
  path: '/identity/resources/auth/v1/api-token',
  access: { kind: 'public' },
  summary: 'Exchange a client credential for an access token',
  tags,
  body: z.object({ clientId: z.string().min(1).max(128), secret: z.string().min(1).max(512) }),
  response: apiTokenExchangeResponse,
});

/** Who an API token is: its kind, tenant, acting user and what it may do, judged now. */
export const apiTokenIdentity = z
  .object({
    type: z.enum(['userApiToken', 'tenantApiToken', 'userAccessToken', 'tenantAccessToken']),
    tokenId: z.string(),
    tenantId: z.string(),
    userId: z.string().nullable(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    expires: z.string().nullable(),
  })
  .meta({ id: 'ApiTokenIdentity' });
export type ApiTokenIdentity = z.infer<typeof apiTokenIdentity>;

/** The calling API token itself (bearer from the exchange, or an access token as `x-api-key`). */
export const getApiTokenIdentity = endpoint({
  id: 'getApiTokenIdentity',
  method: 'get',
  path: '/identity/resources/auth/v1/api-token/me',
  access: { kind: 'apiToken' },
  summary: 'The calling API token',
  tags,
  response: apiTokenIdentity,
});

/** Roles and permission keys an access token carries now (wire-compat §4.4). */
export const accessTokenAuthorization = z
  .object({ roles: z.array(z.string()), permissions: z.array(z.string()) })
  .meta({ id: 'AccessTokenAuthorization' });

/** Ids of every active personal token (access tokens and client credentials) — the Node SDK's list (wire-compat §4.4). */
export const activeUserAccessTokens = endpoint({
  id: 'activeUserAccessTokens',
  method: 'get',
  path: `${VENDOR_USERS_AT}/active`,
  access: VENDOR,
  summary: 'Ids of the active personal tokens',
  tags,
  response: z.array(z.string()),
});
/** Roles and permissions of an active personal token, judged now. */
export const userAccessTokenAuthorization = endpoint({
  id: 'userAccessTokenAuthorization',
  method: 'get',
  path: `${VENDOR_USERS_AT}/{id}`,
  access: VENDOR,
  summary: 'Roles and permissions of a personal token',
  tags,
  params: idParams,
  response: accessTokenAuthorization,
});
/** Ids of every active tenant token (access tokens and client credentials). */
export const activeTenantAccessTokens = endpoint({
  id: 'activeTenantAccessTokens',
  method: 'get',
  path: `${VENDOR_TENANTS_AT}/active`,
  access: VENDOR,
  summary: 'Ids of the active tenant tokens',
  tags,
  response: z.array(z.string()),
});
/** Roles and permissions of an active tenant token. */
export const tenantAccessTokenAuthorization = endpoint({
  id: 'tenantAccessTokenAuthorization',
  method: 'get',
  path: `${VENDOR_TENANTS_AT}/{id}`,
  access: VENDOR,
  summary: 'Roles and permissions of a tenant token',
  tags,
  params: idParams,
  response: accessTokenAuthorization,
});
