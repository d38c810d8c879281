import type { Claims, OidcIdentity, OidcProviderConfig } from './oidc-types';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** `email_verified` as providers send it: a boolean, or the text "true" (Apple). */
const saysVerified = (claims: Claims): boolean => claims.email_verified === true || claims.email_verified === 'true';

/**
 * The identity a provider's claims describe. The email counts as verified only when the provider says so in
 * `email_verified` (or its own claim, `emailVerified`), unless the configuration trusts the provider's emails.
 * Undefined when the claims name no subject.
 */
export function identityOf(provider: OidcProviderConfig, issuer: string, claims: Claims): OidcIdentity | undefined {
  const rawSubject = claims.sub ?? claims.id;
  const subject = typeof rawSubject === 'number' ? String(rawSubject) : text(rawSubject);
  if (!subject) return undefined;
  const email = text(claims.email)?.toLowerCase();
  const vouched = saysVerified(claims) || !!provider.emailVerified?.(claims);
  const groups = Array.isArray(claims.groups) ? claims.groups.filter((g): g is string => typeof g === 'string') : undefined;
  return {
    subject,
    issuer,
    email,
    emailVerified: !!email && (vouched || !!provider.trustEmails),
    name: text(claims.name),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    picture: text(claims.picture),
    groups,
    claims,
  };
}
