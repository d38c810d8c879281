import { SSO_SECRET_MASK, type SsoConfiguration, type SsoType } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SsoConnectionsTable, SsoDomainsTable } from '../../storage/schema';
import { certificatesOf } from './sso-settings';
import { domainsByConnection } from './sso-domains.store';
import { mappingsByConnection, roleIdsByConnection } from './sso-mappings.store';
import { spValuesFor } from './sp-values';

type Db = Kysely<Database> | Transaction<Database>;

/** A domain as the API shows it. */
export const domainToWire = (d: SsoDomainsTable) => ({ id: d.id, domain: d.domain, validated: d.validated === 1, txtRecord: d.txt_record });

/** The connections as the API shows them (wire-compat §3.11), with their domains, default roles and group mappings. */
export async function configurationsToWire(db: Db, publicUrl: string, rows: SsoConnectionsTable[]): Promise<SsoConfiguration[]> {
  const ids = rows.map((r) => r.id);
  const [domains, roles, groups] = await Promise.all([
    domainsByConnection(db, ids),
    roleIdsByConnection(db, ids),
    mappingsByConnection(db, ids),
  ]);
  return rows.map((r) => {
    const own = domains.get(r.id) ?? [];
    return {
      id: r.id,
      enabled: r.enabled === 1,
      generatedVerification: own[0]?.txt_record ?? '',
      ssoEndpoint: r.sso_endpoint ?? '',
      publicCertificate: certificatesOf(r)[0] ?? '',
      signRequest: r.sign_request === 1,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      ...spValuesFor(publicUrl, r.id),
      type: r.type as SsoType,
      oidcClientId: r.oidc_client_id ?? '',
      // Never the secret itself, not even sealed: whether one is set.
      oidcSecret: r.oidc_secret_sealed ? SSO_SECRET_MASK : '',
      domains: own.map(domainToWire),
      roleIds: roles.get(r.id) ?? [],
      groups: (groups.get(r.id) ?? []).map((g) => ({ id: g.id, group: g.group, roleIds: g.roleIds })),
      skipEmailDomainValidation: r.skip_email_domain_validation === 1,
      idpEntityId: r.idp_entity_id ?? '',
      oidcIssuer: r.oidc_issuer ?? '',
      groupsAttribute: r.groups_attribute,
      trustIdpEmails: r.trust_idp_emails === 1,
      enforceSso: r.enforce_sso === 1,
    };
  });
}

/** One connection as the API shows it. */
export const configurationToWire = async (db: Db, publicUrl: string, row: SsoConnectionsTable): Promise<SsoConfiguration> =>
  (await configurationsToWire(db, publicUrl, [row]))[0]!;

/** A SAML connection as the legacy single-configuration API shows it: its first domain flattened in. */
export function legacyView(c: SsoConfiguration) {
  const domain = c.domains[0];
  return {
    id: c.id,
    ...(domain ? { domain: domain.domain, validated: domain.validated } : { validated: false }),
    generatedVerification: c.generatedVerification,
    ssoEndpoint: c.ssoEndpoint,
    publicCertificate: c.publicCertificate,
    signRequest: c.signRequest,
    enabled: c.enabled,
    acsUrl: c.acsUrl,
    spEntityId: c.spEntityId,
    type: c.type,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}
