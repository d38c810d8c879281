import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './entities';
import {
  READ,
  V1,
  V2,
  WRITE,
  configurationInput,
  domainParams,
  groupBody,
  groupName,
  groupParams,
  idParams,
  metadataBody,
  metadataUrlBody,
  roleIds,
  rolesAnswer,
  rolesBody,
  ssoConfiguration,
  ssoDomain,
  ssoGroupMapping,
  tags,
} from './sso-fields';

// SSO connections of a tenant (spec 001 §3/§4/§7 "SSO"; wire-compat §3.11): the multi-configuration API, the
// legacy single-configuration SAML API (acting on the tenant's first SAML connection), the OIDC summary and the
// public "is SSO on" answer of the login box.

/** The tenant's connections. */
export const listSsoConfigurations = endpoint({
  id: 'listSsoConfigurations',
  method: 'get',
  path: V1,
  access: READ,
  summary: "The tenant's SSO connections",
  tags,
  response: z.array(ssoConfiguration),
});

/** Create a connection; its domains are added afterwards (`POST …/{id}/domains`). */
export const createSsoConfiguration = endpoint({
  id: 'createSsoConfiguration',
  method: 'post',
  path: V1,
  access: WRITE,
  summary: 'Create an SSO connection',
  tags,
  body: configurationInput,
  response: ssoConfiguration,
  status: 201,
});

/** Change a connection's settings. */
export const updateSsoConfiguration = endpoint({
  id: 'updateSsoConfiguration',
  method: 'patch',
  path: `${V1}/{id}`,
  access: WRITE,
  summary: 'Change an SSO connection',
  tags,
  params: idParams,
  body: configurationInput,
  response: ssoConfiguration,
});

/** Delete a connection with its domains, default roles and group mappings. */
export const deleteSsoConfiguration = endpoint({
  id: 'deleteSsoConfiguration',
  method: 'delete',
  path: `${V1}/{id}`,
  access: WRITE,
  summary: 'Delete an SSO connection',
  tags,
  params: idParams,
  response: empty,
});

/** Create a SAML connection from the IdP's metadata XML. */
export const createSsoConfigurationFromMetadata = endpoint({
  id: 'createSsoConfigurationFromMetadata',
  method: 'post',
  path: `${V1}/metadata`,
  access: WRITE,
  summary: 'Create an SSO connection from IdP metadata',
  tags,
  body: metadataBody,
  response: ssoConfiguration,
  status: 201,
});

/** Apply the IdP's metadata XML to a connection. */
export const updateSsoConfigurationMetadata = endpoint({
  id: 'updateSsoConfigurationMetadata',
  method: 'put',
  path: `${V1}/{id}/metadata`,
  access: WRITE,
  summary: 'Apply IdP metadata to an SSO connection',
  tags,
  params: idParams,
  body: metadataBody,
  response: ssoConfiguration,
});

/** Create a SAML connection from metadata fetched from the IdP's URL. */
export const createSsoConfigurationFromMetadataUrl = endpoint({
  id: 'createSsoConfigurationFromMetadataUrl',
  method: 'post',
  path: `${V1}/metadata-url`,
  access: WRITE,
  summary: 'Create an SSO connection from an IdP metadata URL',
  tags,
  body: metadataUrlBody,
  response: ssoConfiguration,
  status: 201,
});

/** Apply metadata fetched from the IdP's URL to a connection. */
export const updateSsoConfigurationMetadataUrl = endpoint({
  id: 'updateSsoConfigurationMetadataUrl',
  method: 'put',
  path: `${V1}/{id}/metadata-url`,
  access: WRITE,
  summary: 'Apply IdP metadata from a URL to an SSO connection',
  tags,
  params: idParams,
  body: metadataUrlBody,
  response: ssoConfiguration,
});

/** Add a domain (unvalidated, with the TXT record that will prove it). */
export const addSsoDomain = endpoint({
  id: 'addSsoDomain',
  method: 'post',
  path: `${V1}/{id}/domains`,
  access: WRITE,
  summary: 'Add a domain to an SSO connection',
  tags,
  params: idParams,
  body: z.object({ domain: z.string().trim().min(1).max(253) }),
  response: ssoDomain,
  status: 201,
});

/** Remove a domain from a connection. */
export const deleteSsoDomain = endpoint({
  id: 'deleteSsoDomain',
  method: 'delete',
  path: `${V1}/{id}/domains/{domainId}`,
  access: WRITE,
  summary: 'Remove a domain from an SSO connection',
  tags,
  params: domainParams,
  response: empty,
});

/** Check the domain's TXT record; on success the domain is validated (and belongs to this connection only). */
export const validateSsoDomain = endpoint({
  id: 'validateSsoDomain',
  method: 'put',
  path: `${V1}/{id}/domains/{domainId}/validate`,
  access: WRITE,
  summary: "Validate an SSO connection's domain",
  tags,
  params: domainParams,
  response: ssoDomain,
});

/** The same check, at the path the current admin portal calls. */
export const validateSsoDomainV2 = endpoint({
  ...validateSsoDomain,
  id: 'validateSsoDomainV2',
  path: `${V2}/{id}/domains/{domainId}/validate`,
});

/** The roles every user signing in through the connection gets. */
export const getSsoDefaultRoles = endpoint({
  id: 'getSsoDefaultRoles',
  method: 'get',
  path: `${V1}/{id}/roles`,
  access: READ,
  summary: "An SSO connection's default roles",
  tags,
  params: idParams,
  response: rolesAnswer,
});

/** Set the connection's default roles (replaces them). */
export const setSsoDefaultRoles = endpoint({
  id: 'setSsoDefaultRoles',
  method: 'put',
  path: `${V1}/{id}/roles`,
  access: WRITE,
  summary: "Set an SSO connection's default roles",
  tags,
  params: idParams,
  body: rolesBody,
  response: rolesAnswer,
});

/** The connection's IdP group mappings. */
export const listSsoGroups = endpoint({
  id: 'listSsoGroups',
  method: 'get',
  path: `${V1}/{id}/groups`,
  access: READ,
  summary: "An SSO connection's IdP group mappings",
  tags,
  params: idParams,
  response: z.array(ssoGroupMapping),
});

/** Map an IdP group to roles. */
export const createSsoGroup = endpoint({
  id: 'createSsoGroup',
  method: 'post',
  path: `${V1}/{id}/groups`,
  access: WRITE,
  summary: 'Map an IdP group to roles',
  tags,
  params: idParams,
  body: groupBody,
  response: ssoGroupMapping,
  status: 201,
});

/** Change an IdP group mapping. */
export const updateSsoGroup = endpoint({
  id: 'updateSsoGroup',
  method: 'patch',
  path: `${V1}/{id}/groups/{groupId}`,
  access: WRITE,
  summary: 'Change an IdP group mapping',
  tags,
  params: groupParams,
  body: z.object({ group: groupName.optional(), roleIds: roleIds.optional() }),
  response: ssoGroupMapping,
});

/** Remove an IdP group mapping. */
export const deleteSsoGroup = endpoint({
  id: 'deleteSsoGroup',
  method: 'delete',
  path: `${V1}/{id}/groups/{groupId}`,
  access: WRITE,
  summary: 'Remove an IdP group mapping',
  tags,
  params: groupParams,
  response: empty,
});

/** Whether SSO is on for the login box's tenant (or, without one, anywhere in the installation). */
export const publicSsoConfiguration = endpoint({
  id: 'publicSsoConfiguration',
  method: 'get',
  path: `${V2}/public`,
  access: { kind: 'public' },
  summary: 'Whether SSO sign-in is on',
  tags,
  query: z.object({ tenantId: z.string().min(1).max(128).optional() }),
  response: z.object({ isActive: z.boolean() }),
});

/** The OIDC summary: whether the tenant has an enabled OIDC connection, and the redirect URI to register. */
export const getOidcConfiguration = endpoint({
  id: 'getOidcConfiguration',
  method: 'get',
  path: '/team/resources/sso/v1/oidc/configurations',
  access: READ,
  summary: "The tenant's OIDC SSO summary",
  tags,
  response: z.object({ active: z.boolean(), redirectUri: z.string().optional() }),
});

/**
 * This server's SAML service-provider metadata for one connection, at the connection's entity id (an IdP can be
 * given this URL instead of the values one by one). Public, as SP metadata is: it holds the entity id, the
 * assertion consumer URL and the signing certificate, nothing secret. Answered as XML
 * (`application/samlmetadata+xml`), not JSON.
 */
export const ssoServiceProviderMetadata = endpoint({
  id: 'ssoServiceProviderMetadata',
  method: 'get',
  path: '/sso/saml/{id}',
  access: { kind: 'public' },
  summary: 'The SAML service-provider metadata of one SSO connection (XML)',
  tags,
  params: idParams,
  response: z.string(),
});

/** What a connection test found: who the identity provider said signed in, or why its answer was refused. */
export const ssoConnectionTest = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    /** The check that refused the identity provider's answer (failed tests only): `issuer`, `validator`, `destination`… */
    reason: z.string().optional(),
    identity: z
      .object({
        email: z.string(),
        name: z.string().optional(),
        nameId: z.string().optional(),
        groups: z.array(z.string()),
        attributes: z.record(z.string(), z.array(z.string())),
      })
      .optional(),
  })
  .meta({ id: 'SSOConnectionTest' });
export type SsoConnectionTest = z.infer<typeof ssoConnectionTest>;

/**
 * Starts a test of the connection (enabled or not): a real sign-in at the identity provider, opened by the
 * administrator in a pop-up, whose result nobody is signed in with — it is only shown to the administrator.
 */
export const startSsoConnectionTest = endpoint({
  id: 'startSsoConnectionTest',
  method: 'post',
  path: `${V1}/{id}/test`,
  access: WRITE,
  summary: 'Start a test sign-in through the connection; answers the identity provider address to open',
  tags,
  params: idParams,
  body: z.object({}).optional(),
  response: z.object({ id: z.string(), address: z.string() }),
  status: 201,
});

/** A connection test's result so far (the portal polls it while the pop-up is open). */
export const getSsoConnectionTest = endpoint({
  id: 'getSsoConnectionTest',
  method: 'get',
  path: `${V1}/{id}/test/{testId}`,
  access: READ,
  summary: 'The result of a test sign-in through the connection',
  tags,
  params: z.object({ id: idParams.shape.id, testId: idParams.shape.id }),
  response: ssoConnectionTest,
});
