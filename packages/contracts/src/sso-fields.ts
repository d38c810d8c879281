import { z } from 'zod';

// What the SSO contract modules share (sso.ts, sso-legacy.ts): paths, access, and the input and answer schemas.

export const V1 = '/team/resources/sso/v1/configurations';
export const V2 = '/team/resources/sso/v2/configurations';
export const LEGACY = '/team/resources/sso/v1/saml/configurations';
export const tags = ['sso'] as const;
export const READ = { kind: 'user', permission: 'fe.secure.read.samlConfiguration' } as const;
export const WRITE = { kind: 'user', permission: 'fe.secure.write.samlConfiguration' } as const;

/** The kinds of connection: SAML (generic or a known IdP) and OpenID Connect. */
export const ssoTypes = ['saml', 'okta', 'azure', 'google', 'oidc'] as const;
export type SsoType = (typeof ssoTypes)[number];

/** What the answers show in place of a stored OIDC client secret: it is never sent back. */
export const SSO_SECRET_MASK = '********';
/** Largest IdP metadata document accepted, inline or fetched (1 MiB). */
export const SSO_METADATA_MAX_BYTES = 1_048_576;

export const idField = z.string().min(1).max(128);
export const roleIds = z.array(idField).max(100);
export const groupName = z.string().trim().min(1).max(256);

/** A domain of a connection and the TXT record that proves it is the tenant's. */
export const ssoDomain = z
  .object({ id: z.string(), domain: z.string(), validated: z.boolean(), txtRecord: z.string() })
  .meta({ id: 'SSODomain' });
export type SsoDomain = z.infer<typeof ssoDomain>;

/** An IdP group and the roles its members get at sign-in. */
export const ssoGroupMapping = z
  .object({ id: z.string(), group: z.string(), roleIds: z.array(z.string()) })
  .meta({ id: 'SSOGroupMapping' });
export type SsoGroupMapping = z.infer<typeof ssoGroupMapping>;

/** An SSO connection (wire-compat §3.11 `ISSOConfiguration`, plus what the sign-in engines need). */
export const ssoConfiguration = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    /** The TXT record of the connection's first domain (the legacy single-domain flow shows it). */
    generatedVerification: z.string(),
    ssoEndpoint: z.string(),
    publicCertificate: z.string(),
    signRequest: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    acsUrl: z.string(),
    type: z.enum(ssoTypes),
    spEntityId: z.string(),
    oidcClientId: z.string(),
    oidcSecret: z.string().meta({ description: `Never the stored secret: "${SSO_SECRET_MASK}" when one is set, else empty` }),
    domains: z.array(ssoDomain),
    roleIds: z.array(z.string()),
    groups: z.array(ssoGroupMapping),
    skipEmailDomainValidation: z.boolean(),
    idpEntityId: z.string(),
    oidcIssuer: z.string(),
    groupsAttribute: z.string(),
    trustIdpEmails: z.boolean(),
    enforceSso: z.boolean().meta({
      description: 'Emails of the validated domains sign in through this connection only (password, passwordless and passkeys refused)',
    }),
  })
  .meta({ id: 'SSOConfiguration' });
export type SsoConfiguration = z.infer<typeof ssoConfiguration>;

/** The settings an administrator may set; unknown keys (a whole configuration sent back) are ignored. */
export const configurationInput = z.object({
  enabled: z.boolean().optional(),
  type: z.enum(ssoTypes).optional(),
  ssoEndpoint: z.string().trim().max(2048).optional(),
  publicCertificate: z.string().trim().max(65_536).optional(),
  signRequest: z.boolean().optional(),
  oidcClientId: z.string().trim().max(512).optional(),
  oidcSecret: z.string().max(2048).optional(),
  oidcIssuer: z.string().trim().max(2048).optional(),
  idpEntityId: z.string().trim().max(2048).optional(),
  groupsAttribute: z.string().trim().min(1).max(256).optional(),
  trustIdpEmails: z.boolean().optional(),
  skipEmailDomainValidation: z.boolean().optional(),
  enforceSso: z.boolean().optional(),
});
export type SsoConfigurationInput = z.infer<typeof configurationInput>;

export const metadataBody = z.object({ metadata: z.string().min(1).max(SSO_METADATA_MAX_BYTES) });
export const metadataUrlBody = z.object({
  url: z.string().trim().min(1).max(2048),
  /** Settings applied with the imported metadata (its `type`, for instance). */
  configMetadata: configurationInput.optional(),
});
export const idParams = z.object({ id: idField });
export const domainParams = z.object({ id: idField, domainId: idField });
export const groupParams = z.object({ id: idField, groupId: idField });
export const rolesBody = z.object({ roleIds });
export const rolesAnswer = z.object({ roleIds: z.array(z.string()) });

export const groupBody = z.object({ group: groupName, roleIds: roleIds.optional() });
