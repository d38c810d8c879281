import { SSO_SECRET_MASK, type SsoConfigurationInput } from '@gatehouse/contracts';
import type { Updateable } from 'kysely';
import { fail } from '../../kernel/app-error';
import type { SsoConnectionsTable } from '../../storage/schema';
import { certificateToPem } from './idp-metadata';

/** Seals and opens OIDC client secrets (kernel/crypto.ts createSealer). */
export interface SecretSealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

const bit = (v: boolean) => (v ? 1 : 0);
const orNull = (v: string) => (v === '' ? null : v);

/** An http(s) URL (https only in production), or the error naming the field. */
function checkedUrl(value: string, field: string, production: boolean): string | null {
  if (value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && !production)) return value;
  } catch {
    // Reported below.
  }
  throw fail('sso.endpoint_invalid', `${field} must be ${production ? 'an https' : 'an http(s)'} URL`);
}

/** A connection of the tenant with every setting at its default: off, SAML, no IdP yet. */
export const newConnectionRow = (id: string, tenantId: string, now: string): SsoConnectionsTable => ({
  id,
  tenant_id: tenantId,
  type: 'saml',
  enabled: 0,
  sso_endpoint: null,
  sso_binding: 'redirect',
  idp_entity_id: null,
  idp_certificates: '[]',
  sign_request: 0,
  oidc_client_id: null,
  oidc_secret_sealed: null,
  oidc_issuer: null,
  groups_attribute: 'groups',
  trust_idp_emails: 0,
  skip_email_domain_validation: 0,
  enforce_sso: 0,
  created_at: now,
  updated_at: now,
});

/** The certificates as stored (JSON array of PEM). */
export const certificatesOf = (row: Pick<SsoConnectionsTable, 'idp_certificates'>): string[] =>
  JSON.parse(row.idp_certificates) as string[];

/**
 * The column values an administrator's settings give. An empty string clears a setting; the OIDC secret mask
 * (what the answers show) leaves the stored secret as it is, so a whole configuration sent back changes nothing;
 * the first certificate sent back unchanged keeps the others of a rollover.
 */
export function settingsToColumns(
  body: SsoConfigurationInput,
  current: Pick<SsoConnectionsTable, 'idp_certificates'> | undefined,
  sealer: SecretSealer,
  production: boolean,
): Updateable<SsoConnectionsTable> {
  const out: Updateable<SsoConnectionsTable> = {};
  if (body.enabled !== undefined) out.enabled = bit(body.enabled);
  if (body.type !== undefined) out.type = body.type;
  if (body.ssoEndpoint !== undefined) out.sso_endpoint = checkedUrl(body.ssoEndpoint, 'ssoEndpoint', production);
  if (body.publicCertificate !== undefined) {
    const certs = current ? certificatesOf(current) : [];
    if (body.publicCertificate === '') out.idp_certificates = '[]';
    else {
      const pem = certificateToPem(body.publicCertificate);
      if (!pem) throw fail('sso.certificate_invalid');
      if (certs[0] !== pem) out.idp_certificates = JSON.stringify([pem]);
    }
  }
  if (body.signRequest !== undefined) out.sign_request = bit(body.signRequest);
  if (body.oidcClientId !== undefined) out.oidc_client_id = orNull(body.oidcClientId);
  if (body.oidcSecret !== undefined && body.oidcSecret !== SSO_SECRET_MASK)
    out.oidc_secret_sealed = body.oidcSecret === '' ? null : sealer.seal(body.oidcSecret);
  if (body.oidcIssuer !== undefined) out.oidc_issuer = checkedUrl(body.oidcIssuer, 'oidcIssuer', production);
  if (body.idpEntityId !== undefined) out.idp_entity_id = orNull(body.idpEntityId);
  if (body.groupsAttribute !== undefined) out.groups_attribute = body.groupsAttribute;
  if (body.trustIdpEmails !== undefined) out.trust_idp_emails = bit(body.trustIdpEmails);
  if (body.skipEmailDomainValidation !== undefined) out.skip_email_domain_validation = bit(body.skipEmailDomainValidation);
  if (body.enforceSso !== undefined) out.enforce_sso = bit(body.enforceSso);
  return out;
}
