/** Claims as a provider sends them. */
export type Claims = Record<string, unknown>;

/** Reads a user's profile with an access token, for providers without an ID token (plain OAuth 2: GitHub, Facebook). */
export type ProfileLoader = (accessToken: string, fetchJson: (url: string, accessToken: string) => Promise<unknown>) => Promise<Claims>;

/** A provider's endpoints given explicitly (no discovery). */
export interface ProviderEndpoints {
  /** The `iss` its ID tokens carry; required when it issues ID tokens. */
  issuer?: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl?: string;
  jwksUri?: string;
}

/**
 * One OpenID / OAuth 2 provider as the relying party sees it: a social provider, a custom provider, or a tenant's
 * enterprise OIDC connection. `issuer` is discovered (and cached); `endpoints` are used as given.
 */
export interface OidcProviderConfig {
  /** What a login state is bound to (`social:google`, `custom:<id>`, a connection id): an answer for another is refused. */
  id: string;
  issuer?: string;
  endpoints?: ProviderEndpoints;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Take the provider's email as verified even without `email_verified: true` (only for providers that vouch for it). */
  trustEmails?: boolean;
  /** Plain OAuth 2 (no ID token): the profile is read with the access token by this loader, or from `userInfoUrl`. */
  profile?: ProfileLoader;
  /** Extra authorization request parameters (Apple's `response_mode=form_post`). */
  authorizationParams?: Record<string, string>;
  /** Whether the claims vouch for the email, beyond `email_verified` (a provider's own claim, e.g. Microsoft's `xms_edov`). */
  emailVerified?: (claims: Claims) => boolean;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  issuer: string;
  email: string | undefined;
  /** True only when the provider vouches for the address (or the configuration trusts its emails). */
  emailVerified: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
  groups?: string[];
  claims: Claims;
}

/** What the provider's answer brings back to the relying party. */
export interface FinishLoginInput {
  code: string;
  state: string;
  /** Must equal the redirect URI the sign-in started with, when given. */
  redirectUri?: string;
  /**
   * The PKCE verifier held by the browser, for a sign-in the login box started itself (no server-held state):
   * the code is then bound to that browser by PKCE alone, and no nonce is expected.
   */
  codeVerifier?: string;
  /** Where that browser-started sign-in asked the provider to return (required with `codeVerifier`). */
  clientRedirectUri?: string;
}
