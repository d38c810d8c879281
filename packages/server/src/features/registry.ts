import type { Hono } from 'hono';
import type { Config } from '../config/config-schema';
import type { Deps } from '../deps';
import type { DeclaredRoute } from '../http/declared-route';
import type { RouteDef } from '../http/define-route';
import { authenticateBearer } from '../http/guard';
import type { RouteShared } from '../http/route-shared';
import { accountRoutes } from './account/index';
import { apiTokensRoutes, apiTokensVendorRoutes, clientCredentialsGrant } from './api-tokens/index';
import { authRoutes } from './auth/index';
import { configurationsRoutes } from './configurations/index';
import { devMailEnabled, devMailRoutes, mountDevMail } from './dev-mail/index';
import { devSmsRoutes, mountDevSms } from './dev-sms/index';
import { entitlementsRoutes, entitlementsVendorRoutes } from './entitlements/index';
import { groupsRoutes } from './groups/index';
import { impersonationRoutes } from './impersonation/index';
import { mfaRoutes, pendingSignInTenant } from './mfa/index';
import {
  hostedPortalRoutes,
  hostedRoutes,
  mountHostedPages,
  mountHostedPortalPages,
  mountOAuthToken,
  oauthRoutes,
  oauthVendorRoutes,
} from './oauth/index';
import { mountOps, opsRoutes } from './ops/index';
import { passwordlessRoutes } from './passwordless/index';
import { phonesRoutes } from './phones/index';
import { policiesRoutes, policiesVendorRoutes } from './policies/index';
import { rolesRoutes } from './roles/index';
import { createMySessionsService, mySessionsRoutes } from './sessions/index';
import { mountAppleCallback, socialLoginRoutes, socialLoginVendorRoutes } from './social-login/index';
import { mountSpMetadata, ssoRoutes } from './sso/index';
import { ssoSignInRoutes } from './sso-sign-in/index';
import { teamRoutes } from './team/index';
import { usersRoutes } from './users/users.routes';
import { vendorAuthRoutes } from './vendor-auth/index';
import { webauthnRoutes } from './webauthn/index';

/** How the server serves a feature: each part is optional, and each is given only what it uses. */
export interface FeatureEntry {
  /** Its folder under features/. */
  name: string;
  /** User-facing contract routes: served at the root and under /frontegg (wire-compat §1.2). */
  routes?: (deps: Deps, shared: RouteShared) => RouteDef[];
  /** Vendor-side contract routes: served at the root only (decision 0011). */
  vendorRoutes?: (deps: Deps, shared: RouteShared) => RouteDef[];
  /** Endpoints mounted by hand beside the user-facing routes (root and /frontegg), outside the contract pipeline. */
  mountApi?: (api: Hono, deps: Deps) => void;
  /** Pages and documents outside the API, at the root only. */
  mount?: (app: Hono, deps: Deps) => void;
  /** How what `mount` serves is reached (route inventory gate). */
  declared?: (config: Pick<Config, 'nodeEnv'>) => DeclaredRoute[];
}

/**
 * Every feature that serves requests, once. `createApp` folds this list, in this order, into the user-facing API,
 * the vendor side and the pages: adding a feature is its contract file, its folder and one line here.
 */
export const features: readonly FeatureEntry[] = [
  { name: 'vendor-auth', vendorRoutes: (d) => vendorAuthRoutes(d.vendorAuth) },
  { name: 'ops', mount: (app, d) => mountOps(app, d), declared: () => opsRoutes },
  {
    name: 'auth',
    routes: (d, shared) =>
      authRoutes({ login: d.login, sessions: d.sessions, enterTenant: (entry, ctx) => d.mfa.enterTenant(entry, ctx) }, shared),
  },
  { name: 'impersonation', routes: (d, shared) => impersonationRoutes(d.impersonation, shared) },
  { name: 'mfa', routes: (d, shared) => mfaRoutes(d.mfa, shared) },
  { name: 'passwordless', routes: (d, shared) => passwordlessRoutes(d.passwordless, shared) },
  { name: 'phones', routes: (d) => phonesRoutes(d.phones) },
  { name: 'users', routes: (d, shared) => usersRoutes({ accounts: d.accounts, profile: d.profile }, shared) },
  { name: 'team', routes: (d) => teamRoutes(d.team) },
  {
    name: 'configurations',
    routes: (d, shared) =>
      configurationsRoutes(
        d.config,
        { policies: d.policies, flags: d.entitlements.flags, loginBox: d.accountSettings, saml: d.sso.legacy },
        shared,
      ),
  },
  {
    name: 'entitlements',
    routes: (d) => entitlementsRoutes(d.entitlements),
    vendorRoutes: (d) => entitlementsVendorRoutes(d.entitlements),
  },
  {
    name: 'oauth',
    routes: (d, shared) => oauthRoutes(d.oauth, d.sessions, shared),
    vendorRoutes: (d) => oauthVendorRoutes(d.oauth),
    // The token endpoint reads form bodies and answers RFC 6749 errors; API-token client credentials are answered by api-tokens.
    mountApi: (api, d) =>
      mountOAuthToken(api, {
        config: d.config,
        rateLimits: d.rateLimits,
        oauth: d.oauth,
        clientCredentialsGrant: (creds, ctx) => clientCredentialsGrant(d.apiTokenAccess, creds, ctx),
      }),
    mount: (app, d) => {
      mountHostedPages(app, d);
      mountHostedPortalPages(app, d);
    },
    declared: () => [...hostedRoutes, ...hostedPortalRoutes],
  },
  {
    name: 'policies',
    routes: (d) => policiesRoutes(d.policies, pendingSignInTenant(d.db.kysely, d.clock)),
    vendorRoutes: (d) => policiesVendorRoutes(d.policies),
  },
  { name: 'sessions', routes: (d) => mySessionsRoutes(createMySessionsService(d.db.kysely, d.clock, d.events)) },
  { name: 'webauthn', routes: (d, shared) => webauthnRoutes(d.webauthn, shared) },
  { name: 'groups', routes: (d) => groupsRoutes(d.groups) },
  { name: 'roles', routes: (d) => rolesRoutes(d.roles) },
  {
    name: 'social-login',
    routes: (d, shared) => socialLoginRoutes({ login: d.socialLogin, providers: d.socialProviders }, shared),
    vendorRoutes: (d) => socialLoginVendorRoutes(d.socialProviders),
    // Apple's form post is form-encoded: mounted by hand, answered with a redirect to the login box.
    mountApi: (api, d) => mountAppleCallback(api, d.config),
  },
  {
    name: 'sso',
    routes: (d) => ssoRoutes(d.sso),
    // The SP metadata is XML, not JSON: mounted by hand at the connection's entity id.
    mountApi: (api, d) => mountSpMetadata(api, d.sso.lookup, d.saml),
  },
  { name: 'sso-sign-in', routes: (d, shared) => ssoSignInRoutes(d.ssoSignIn, shared) },
  { name: 'account', routes: (d, shared) => accountRoutes(d.accountSettings, shared) },
  {
    name: 'api-tokens',
    routes: (d) => apiTokensRoutes(d.apiTokens, d.apiTokenAccess),
    vendorRoutes: (d) => apiTokensVendorRoutes(d.apiTokenAccess),
  },
  // Outside production only: their messages hold live links and codes.
  { name: 'dev-mail', mount: (app, d) => mountDevMail(app, d), declared: (config) => (devMailEnabled(config) ? devMailRoutes : []) },
  { name: 'dev-sms', mount: (app, d) => mountDevSms(app, d), declared: (config) => (devMailEnabled(config) ? devSmsRoutes : []) },
];

/** What routes are given beside their own feature's service. */
export const routeShared = (deps: Deps): RouteShared => ({
  config: deps.config,
  refreshCookie: deps.refreshCookie,
  bearer: (c) => authenticateBearer(deps, c),
});
