import type { SsoType } from '@gatehouse/contracts';
import type { SsoConnectionsTable } from '../../storage/schema';
import { normaliseDomain } from './domain-verification';
import type { SsoContext } from './sso-deps';
import { anyEnabledConnection, connectionById, tenantExists, tenantIdByAlias } from './sso-connections.store';
import { domainEnforcesSso, domainsByConnection, enabledConnectionForDomain } from './sso-domains.store';
import { mappingsByConnection, roleIdsByConnection } from './sso-mappings.store';
import { certificatesOf } from './sso-settings';
import { spValuesFor } from './sp-values';

/** A connection as the sign-in engines use it: everything needed to talk to its IdP, the OIDC secret opened. */
export interface SsoConnection {
  id: string;
  tenantId: string;
  type: SsoType;
  enabled: boolean;
  /** SAML: the IdP's sign-in URL and binding, its issuer, its signing certificates (PEM; several in a rollover). */
  ssoEndpoint: string | null;
  ssoBinding: 'redirect' | 'post';
  idpEntityId: string | null;
  certificates: string[];
  signRequest: boolean;
  /** This server's values towards the IdP (sp-values.ts). */
  acsUrl: string;
  spEntityId: string;
  /** OIDC: the client registered at the provider and the provider's issuer. */
  oidcClientId: string | null;
  oidcClientSecret: string | null;
  oidcIssuer: string | null;
  /** Whether the provider's `email` may be taken as verified (OIDC). */
  trustIdpEmails: boolean;
  /** The attribute (SAML) or claim (OIDC) that lists the user's IdP groups. */
  groupsAttribute: string;
  skipEmailDomainValidation: boolean;
  /** Emails of its validated domains sign in through it only. */
  enforceSso: boolean;
  domains: { domain: string; validated: boolean }[];
  defaultRoleIds: string[];
  groupMappings: { group: string; roleIds: string[] }[];
}

/**
 * The narrow interface the sign-in engines (SAML, OIDC) are given: connections by id or by a validated email
 * domain, with their roles. Reads only; the admin API is the one writer.
 */
export interface SsoConnectionLookup {
  /** The enabled connection holding the (validated) domain, with its tenant; undefined when none does. */
  forEmailDomain(domain: string): Promise<SsoConnection | undefined>;
  /** A connection by id, enabled or not (the engine checks `enabled` and the tenant it expects). */
  get(id: string): Promise<SsoConnection | undefined>;
  /** Whether the email's domain is a validated domain of an enabled connection that enforces SSO. */
  ssoRequired(email: string): Promise<boolean>;
  /** Whether SSO is on: for the tenant (by id or login alias), or anywhere when neither names one. */
  isActive(tenant: { tenantId?: string; alias?: string }): Promise<boolean>;
}

/** The roles a user signing in through the connection gets: its default roles and those of each IdP group they are in. */
export function rolesForGroups(connection: Pick<SsoConnection, 'defaultRoleIds' | 'groupMappings'>, groups: readonly string[]): string[] {
  const member = new Set(groups);
  const mapped = connection.groupMappings.filter((m) => member.has(m.group)).flatMap((m) => m.roleIds);
  return [...new Set([...connection.defaultRoleIds, ...mapped])].sort();
}

export function createSsoConnectionLookup(s: SsoContext): SsoConnectionLookup {
  const { db } = s;
  const full = async (row: SsoConnectionsTable): Promise<SsoConnection> => {
    const [domains, roles, mappings, tenantLive] = await Promise.all([
      domainsByConnection(db, [row.id]),
      roleIdsByConnection(db, [row.id]),
      mappingsByConnection(db, [row.id]),
      tenantExists(db, row.tenant_id),
    ]);
    return {
      id: row.id,
      tenantId: row.tenant_id,
      type: row.type as SsoType,
      // A deleted tenant's connection signs nobody in.
      enabled: row.enabled === 1 && tenantLive,
      ssoEndpoint: row.sso_endpoint,
      ssoBinding: row.sso_binding === 'post' ? 'post' : 'redirect',
      idpEntityId: row.idp_entity_id,
      certificates: certificatesOf(row),
      signRequest: row.sign_request === 1,
      ...spValuesFor(s.config.publicUrl, row.id),
      oidcClientId: row.oidc_client_id,
      oidcClientSecret: row.oidc_secret_sealed ? s.sealer.open(row.oidc_secret_sealed) : null,
      oidcIssuer: row.oidc_issuer,
      trustIdpEmails: row.trust_idp_emails === 1,
      groupsAttribute: row.groups_attribute,
      skipEmailDomainValidation: row.skip_email_domain_validation === 1,
      enforceSso: row.enforce_sso === 1,
      domains: (domains.get(row.id) ?? []).map((d) => ({ domain: d.domain, validated: d.validated === 1 })),
      defaultRoleIds: roles.get(row.id) ?? [],
      groupMappings: (mappings.get(row.id) ?? []).map((m) => ({ group: m.group, roleIds: m.roleIds })),
    };
  };

  return {
    async forEmailDomain(input) {
      const domain = normaliseDomain(input);
      const row = domain ? await enabledConnectionForDomain(db, domain) : undefined;
      return row ? full(row) : undefined;
    },
    async get(id) {
      const row = await connectionById(db, id);
      return row ? full(row) : undefined;
    },
    async ssoRequired(email) {
      const domain = normaliseDomain(email.slice(email.lastIndexOf('@') + 1));
      return domain ? domainEnforcesSso(db, domain) : false;
    },
    async isActive({ tenantId, alias }) {
      const named = tenantId ?? (alias ? ((await tenantIdByAlias(db, alias)) ?? '') : undefined);
      if (named === undefined) return anyEnabledConnection(db, null);
      // An unknown tenant answers as a tenant without SSO does: the answer tells nobody which tenants exist.
      return (await tenantExists(db, named)) && anyEnabledConnection(db, named);
    },
  };
}
