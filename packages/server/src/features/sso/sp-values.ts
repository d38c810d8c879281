/**
 * What this server is to an identity provider, per connection: the one place both the admin API (which shows
 * these values to the administrator) and the SAML and OIDC engines (which must present exactly them) read.
 * Each connection gets its own entity id and assertion consumer URL, so several connections (of one tenant or of
 * many) never share an audience, and an assertion made for one connection is never accepted by another.
 */

/** The SAML service-provider values of one connection. */
export interface SpValues {
  /** Where the IdP posts its SAML response (HTTP-POST binding). */
  acsUrl: string;
  /** This server's entity id towards the IdP (the audience of its assertions); unique per connection. */
  spEntityId: string;
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The SAML service-provider values of connection `connectionId`, under the server's public URL. */
export function spValuesFor(publicUrl: string, connectionId: string): SpValues {
  const id = encodeURIComponent(connectionId);
  return {
    acsUrl: `${base(publicUrl)}/identity/resources/auth/v1/user/saml/postlogin/${id}`,
    spEntityId: `${base(publicUrl)}/sso/saml/${id}`,
  };
}

/** The redirect URI an OIDC connection registers with its provider: the host application's OIDC callback page (spec 000 §2). */
export const oidcRedirectUri = (appUrl: string): string => `${base(appUrl)}/account/oidc/callback`;
