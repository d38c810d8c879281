import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './entities';
import {
  LEGACY,
  READ,
  WRITE,
  configurationInput,
  groupBody,
  groupName,
  idField,
  metadataBody,
  roleIds,
  rolesAnswer,
  rolesBody,
  ssoGroupMapping,
  ssoTypes,
  tags,
} from './sso-fields';

// The legacy single-configuration SAML API: the tenant's first SAML connection, one domain.

/** A SAML connection as the legacy API shows it (spec 001 §2): its one domain flattened in. */
export const legacySamlConfiguration = z
  .object({
    id: z.string().optional(),
    domain: z.string().optional(),
    validated: z.boolean().optional(),
    generatedVerification: z.string().optional(),
    ssoEndpoint: z.string().optional(),
    publicCertificate: z.string().optional(),
    signRequest: z.boolean().optional(),
    enabled: z.boolean().optional(),
    acsUrl: z.string().optional(),
    spEntityId: z.string().optional(),
    type: z.enum(ssoTypes).optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .meta({ id: 'LegacySamlConfiguration' });

/** The tenant's SAML configuration; `{}` when it has none. */
export const getSamlConfiguration = endpoint({
  id: 'getSamlConfiguration',
  method: 'get',
  path: LEGACY,
  access: READ,
  summary: "The tenant's SAML configuration (legacy)",
  tags,
  response: legacySamlConfiguration,
});

/** Save the tenant's SAML configuration: a domain is required; a new domain clears the IdP settings not sent with it. */
export const saveSamlConfiguration = endpoint({
  id: 'saveSamlConfiguration',
  method: 'post',
  path: LEGACY,
  access: WRITE,
  summary: "Save the tenant's SAML configuration (legacy)",
  tags,
  body: configurationInput.omit({ oidcClientId: true, oidcSecret: true, oidcIssuer: true, trustIdpEmails: true }).extend({
    domain: z.string().trim().max(253).optional(),
  }),
  response: legacySamlConfiguration,
});

/** This server's SAML values for the tenant's SAML connection. */
export const getSamlVendorConfig = endpoint({
  id: 'getSamlVendorConfig',
  method: 'get',
  path: `${LEGACY}/vendor-config`,
  access: READ,
  summary: "The service provider's SAML values (legacy)",
  tags,
  response: z.object({ acsUrl: z.string(), spEntityId: z.string() }),
});

/** Apply IdP metadata XML to the tenant's SAML connection. */
export const updateSamlMetadata = endpoint({
  id: 'updateSamlMetadata',
  method: 'put',
  path: `${LEGACY}/metadata`,
  access: WRITE,
  summary: 'Apply IdP metadata (legacy)',
  tags,
  body: metadataBody,
  response: legacySamlConfiguration,
});

/** Validate the domain of the tenant's SAML connection. */
export const validateSamlDomain = endpoint({
  id: 'validateSamlDomain',
  method: 'put',
  path: '/team/resources/sso/v1/saml/validations/domain',
  access: WRITE,
  summary: 'Validate the SAML domain (legacy)',
  tags,
  response: legacySamlConfiguration,
});

/** Default roles of the tenant's SAML connection. */
export const getSamlDefaultRoles = endpoint({
  id: 'getSamlDefaultRoles',
  method: 'get',
  path: `${LEGACY}/roles/default`,
  access: READ,
  summary: 'SAML default roles (legacy)',
  tags,
  response: rolesAnswer,
});

/** Set the default roles of the tenant's SAML connection. */
export const setSamlDefaultRoles = endpoint({
  id: 'setSamlDefaultRoles',
  method: 'post',
  path: `${LEGACY}/roles/default`,
  access: WRITE,
  summary: 'Set SAML default roles (legacy)',
  tags,
  body: rolesBody,
  response: rolesAnswer,
});

const LEGACY_GROUPS = '/team/resources/sso/v2/saml/configurations/groups';
const legacyGroupParams = z.object({ groupId: idField });

/** IdP group mappings of the tenant's SAML connection. */
export const listSamlGroups = endpoint({
  id: 'listSamlGroups',
  method: 'get',
  path: LEGACY_GROUPS,
  access: READ,
  summary: 'SAML group mappings (legacy)',
  tags,
  response: z.array(ssoGroupMapping),
});

/** Map an IdP group of the tenant's SAML connection. */
export const createSamlGroup = endpoint({
  id: 'createSamlGroup',
  method: 'post',
  path: LEGACY_GROUPS,
  access: WRITE,
  summary: 'Map a SAML group (legacy)',
  tags,
  body: groupBody,
  response: ssoGroupMapping,
  status: 201,
});

/** Change a SAML group mapping. */
export const updateSamlGroup = endpoint({
  id: 'updateSamlGroup',
  method: 'patch',
  path: `${LEGACY_GROUPS}/{groupId}`,
  access: WRITE,
  summary: 'Change a SAML group mapping (legacy)',
  tags,
  params: legacyGroupParams,
  body: z.object({ group: groupName.optional(), roleIds: roleIds.optional() }),
  response: ssoGroupMapping,
});

/** Remove a SAML group mapping. */
export const deleteSamlGroup = endpoint({
  id: 'deleteSamlGroup',
  method: 'delete',
  path: `${LEGACY_GROUPS}/{groupId}`,
  access: WRITE,
  summary: 'Remove a SAML group mapping (legacy)',
  tags,
  params: legacyGroupParams,
  response: empty,
});
