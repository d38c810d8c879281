import type { SocialProviderType } from '@gatehouse/contracts';
import type { Claims, OidcProviderConfig, ProfileLoader } from '../sso/index';
import { githubProfile } from './github-profile';
import { facebookProfile } from './facebook-profile';

/** What the vendor configured for one provider (secret opened). */
export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  additionalScopes: string[];
  /** Where the provider is reached instead of its public endpoints (tests, a proxy). */
  baseUrl: string | null;
  trustEmails: boolean;
}

/** How one social provider is reached and how it vouches for an email address. */
interface Definition {
  /** Its public base: the issuer for OpenID providers, the web origin for plain OAuth 2 ones. */
  base: string;
  scopes: string[];
  /** OpenID providers: discovered from the issuer (the base). Plain OAuth 2 ones: these paths under the base. */
  oauth2?: {
    authorize: string;
    token: string;
    /** The public hosts of its token endpoint (when not the base) and of its API. */
    tokenHost?: string;
    apiHost: string;
    profile: (apiBase: string) => ProfileLoader;
  };
  authorizationParams?: Record<string, string>;
  emailVerified?: (claims: Claims) => boolean;
}

/**
 * The seven social providers (spec 000 §9). Google, Microsoft, Apple, LinkedIn and Slack are OpenID providers: an
 * ID token whose `email_verified` says whether the address is proven. GitHub is plain OAuth 2: its primary verified
 * email from /user/emails. Facebook's Graph email is not said to be verified: it is taken as unverified unless the
 * vendor trusts its emails (decision 0050).
 */
const DEFINITIONS: Record<SocialProviderType, Definition> = {
  google: { base: 'https://accounts.google.com', scopes: ['openid', 'email', 'profile'] },
  // The common endpoint's discovery names a templated issuer; a directory's (or `consumers`) is set through baseUrl.
  microsoft: {
    base: 'https://login.microsoftonline.com/consumers/v2.0',
    scopes: ['openid', 'email', 'profile'],
    // Entra ID's `email` is not proven unless the directory says so (xms_edov); personal accounts send email_verified.
    emailVerified: (c) => c.xms_edov === true || c.xms_edov === '1',
  },
  // Apple posts its answer (form_post) to the server, which redirects to the login box (apple-callback.ts).
  apple: { base: 'https://appleid.apple.com', scopes: ['openid', 'email', 'name'], authorizationParams: { response_mode: 'form_post' } },
  linkedin: { base: 'https://www.linkedin.com/oauth', scopes: ['openid', 'email', 'profile'] },
  slack: { base: 'https://slack.com', scopes: ['openid', 'email', 'profile'] },
  github: {
    base: 'https://github.com',
    scopes: ['read:user', 'user:email'],
    oauth2: {
      authorize: '/login/oauth/authorize',
      token: '/login/oauth/access_token',
      apiHost: 'https://api.github.com',
      profile: githubProfile,
    },
  },
  facebook: {
    base: 'https://www.facebook.com',
    scopes: ['email', 'public_profile'],
    oauth2: {
      authorize: '/v19.0/dialog/oauth',
      token: '/v19.0/oauth/access_token',
      tokenHost: 'https://graph.facebook.com',
      apiHost: 'https://graph.facebook.com',
      profile: facebookProfile,
    },
  },
};

/** The relying party's view of a configured social provider. */
export function socialProviderConfig(type: SocialProviderType, settings: ProviderSettings): OidcProviderConfig {
  const d = DEFINITIONS[type];
  const base = (settings.baseUrl ?? d.base).replace(/\/$/, '');
  const common = {
    id: `social:${type}`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    scopes: [...new Set([...d.scopes, ...settings.additionalScopes])],
    trustEmails: settings.trustEmails,
    authorizationParams: d.authorizationParams,
    emailVerified: d.emailVerified,
  };
  if (!d.oauth2) return { ...common, issuer: base };
  // A moved provider (baseUrl) serves every path under the one base; otherwise each host is the public one.
  const moved = settings.baseUrl !== null;
  const tokenBase = moved ? base : (d.oauth2.tokenHost ?? base);
  return {
    ...common,
    endpoints: { authorizationUrl: `${base}${d.oauth2.authorize}`, tokenUrl: `${tokenBase}${d.oauth2.token}` },
    profile: d.oauth2.profile(moved ? base : d.oauth2.apiHost),
  };
}
