import { errorMessage, isApiError } from '@gatehouse/client';
import type { SsoConfiguration, SsoType } from '@gatehouse/contracts';
import { hasPermission } from '@gatehouse/core';
import { useSession } from '../../../hooks/use-session';
import type { PortalSsoId } from '../../../i18n/message-id';
import { grantedPermissions } from '../../granted-permissions';
import { serverFieldErrors } from '../../kit/server-field-errors';

/** The identity providers offered, in the set-up's order: the named ones first, then the generic protocols. */
export const ssoChoices: readonly SsoType[] = ['okta', 'azure', 'google', 'saml', 'oidc'];

/** The provider's name by connection type (`azure` is Microsoft Entra ID). */
export const idpName: Record<SsoType, PortalSsoId> = {
  okta: 'portal.sso.idp.okta',
  azure: 'portal.sso.idp.azure',
  google: 'portal.sso.idp.google',
  saml: 'portal.sso.idp.saml',
  oidc: 'portal.sso.idp.oidc',
};

/** Where to paste the service provider's values, in the provider's own words. */
export const spHint: Record<SsoType, PortalSsoId> = {
  okta: 'portal.sso.sp.okta',
  azure: 'portal.sso.sp.azure',
  google: 'portal.sso.sp.google',
  saml: 'portal.sso.sp.saml',
  oidc: 'portal.sso.sp.oidc',
};

/** Where to find the provider's details. */
export const idpHint: Record<SsoType, PortalSsoId> = {
  okta: 'portal.sso.idpForm.hint.okta',
  azure: 'portal.sso.idpForm.hint.azure',
  google: 'portal.sso.idpForm.hint.google',
  saml: 'portal.sso.idpForm.hint.saml',
  oidc: 'portal.sso.idpForm.hint.oidc',
};

/** The protocol's name: OpenID Connect, or SAML 2.0 for every other type. */
export const protocolOf = (type: SsoType): PortalSsoId => (type === 'oidc' ? 'portal.sso.protocol.oidc' : 'portal.sso.protocol.saml');

/** Whether the provider's side is given: a sign-in URL and certificate (SAML), an issuer and client id (OIDC). */
export const isConfigured = (c: SsoConfiguration): boolean =>
  c.type === 'oidc' ? Boolean(c.oidcIssuer && c.oidcClientId) : Boolean(c.ssoEndpoint && c.publicCertificate);

/** Whether the signed-in user may change SSO settings (seeing them needs the read permission, checked by the navigation). */
export function useCanManageSso(): boolean {
  const { user } = useSession();
  return hasPermission(grantedPermissions(user), 'fe.secure.write.samlConfiguration');
}

/**
 * A refusal split for a form: a whole refusal whose code is about one field (`sso.domain_exists` → the domain) goes
 * under that field; otherwise the server's `<field>: <reason>` parts go under their fields, and the rest above.
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  codes: Readonly<Record<string, F>> = {},
): { fields: Partial<Record<F, string>>; rest: string | undefined } {
  const field = isApiError(error) && error.errorCode !== undefined ? codes[error.errorCode] : undefined;
  if (field !== undefined) return { fields: { [field]: errorMessage(error) } as Partial<Record<F, string>>, rest: undefined };
  return serverFieldErrors(error, fields);
}
