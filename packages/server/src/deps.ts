import type { Config } from './config/config-schema';
import { createApiTokenAccessService, type ApiTokenAccessService } from './features/api-tokens/api-token-access.service';
import { createApiTokensService, type ApiTokensService } from './features/api-tokens/api-tokens.service';
import { createAccountService, type AccountService } from './features/users/accounts.service';
import { createLoginService } from './features/auth/index';
import { createMfaService, createSecondFactorDecision, createTenantEntryRule, type MfaService } from './features/mfa/index';
import { createSignInSpine, openingTenantsOf, type SignInObserver } from './features/sign-in/index';
import { tenantsOfUser } from './features/users/users.store';
import { createOAuthService, type OAuthService } from './features/oauth/oauth.service';
import { createPoliciesService, type PoliciesService } from './features/policies/policies.service';
import { createWebAuthnService, type WebAuthnService } from './features/webauthn/index';
import { createPasswordlessService, type PasswordlessService } from './features/passwordless/index';
import { createPhonesServices, type PhonesServices } from './features/phones/index';
import { createProfileService, type ProfileService } from './features/users/profile.service';
import { createGroupsService, type GroupsService } from './features/groups/groups.service';
import { createSsoServices, type SsoServices } from './features/sso/index';
import { createRolesService, type RolesService } from './features/roles/roles.service';
import {
  createSocialLoginService,
  createSocialProvidersService,
  type SocialLoginService,
  type SocialProvidersService,
} from './features/social-login/index';
import { createOidcEngine, createSamlEngine, type SamlEngine } from './features/sso/index';
import { createSsoSignInService, type SsoSignInService } from './features/sso-sign-in/index';
import { createAccountSettingsService, type AccountSettingsService } from './features/account/account.service';
import { createRolePermissionsCache, type RolePermissionsCache } from './features/roles/role-permissions-cache';
import { seedDefaults } from './features/roles/seed-defaults';
import { createSessionService, type SessionService } from './features/sessions/sessions.service';
import { createEntitlementsServices, type EntitlementsServices } from './features/entitlements/entitlements.services';
import { createTeamServices, type TeamServices } from './features/team/team.services';
import { createVendorAuthService, type VendorAuthService } from './features/vendor-auth/vendor-auth.service';
import { ensureConfiguredCredential } from './features/vendor-auth/vendor-credentials.store';
import { createRateLimiters, type RateLimiters } from './http/rate-limit';
import { refreshCookie } from './http/refresh-cookie';
import { createKeyStore, type KeyStore } from './keys/key-store';
import { systemClock, type Clock } from './kernel/clock';
import { createLogger, type Logger } from './lib/logger';
import { startMailDispatcher } from './lib/mailer';
import { startSmsDispatcher } from './lib/sms-sender';
import { twilioSmsProvider } from './lib/twilio-sms';
import { resolveMasterKey } from './lib/master-key';
import { createMetrics, type Metrics } from './lib/metrics';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { createBreachedPasswordService } from './features/breached-passwords/breached-passwords.service';
import { createImpersonationService, type ImpersonationService } from './features/impersonation/impersonation.service';
import { setAdminImpersonationGrant } from './features/impersonation/impersonation.store';
import { memoryRateLimiter, type RateLimiter } from './kernel/rate-limiter';
import type { EventEmitter } from './kernel/events';
import { createServerEvents } from './server-events';
import { startEventDispatcher, type AsyncSubscriber } from './kernel/event-dispatcher';
import { logStreamSubscriber } from './features/audit/log-stream';
import { migrate, openDatabase, type Db } from './storage/database';

/** Everything the routes need, built once: the composition root (no globals). */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
  metrics: Metrics;
  keys: KeyStore;
  passwords: PasswordHasher;
  ipLimiter: RateLimiter;
  /** The limiters behind the rate limits routes declare (per IP, per target), applied by mountRoutes. */
  rateLimits: RateLimiters;
  /** Domain events: services emit in their transaction; the audit trail and the outbox record each one. */
  events: EventEmitter;
  refreshCookie: ReturnType<typeof refreshCookie>;
  rolePermissions: RolePermissionsCache;
  sessions: SessionService;
  login: ReturnType<typeof createLoginService>;
  impersonation: ImpersonationService;
  mfa: MfaService;
  accounts: AccountService;
  profile: ProfileService;
  groups: GroupsService;
  /** SSO connections: the admin API and the lookup the sign-in engines use. */
  sso: SsoServices;
  /** The SAML service provider (decision 0049): metadata, AuthnRequests, response checks. */
  saml: SamlEngine;
  ssoSignIn: SsoSignInService;
  roles: RolesService;
  /** Social sign-in: the providers' configuration and the sign-in (decision 0050). */
  socialProviders: SocialProvidersService;
  socialLogin: SocialLoginService;
  accountSettings: AccountSettingsService;
  vendorAuth: VendorAuthService;
  oauth: OAuthService;
  entitlements: EntitlementsServices;
  team: TeamServices;
  policies: PoliciesService;
  webauthn: WebAuthnService;
  passwordless: PasswordlessService;
  phones: PhonesServices;
  apiTokens: ApiTokensService;
  apiTokenAccess: ApiTokenAccessService;
  close(): Promise<void>;
}

/** Options for tests and embedding: inject a clock, a logger, an open database. */
export interface DepsOptions {
  clock?: Clock;
  log?: Logger;
  db?: Db;
  /** The credential-check limiter; a cluster worker passes one kept by the primary. */
  ipLimiter?: RateLimiter;
  /** Whether this process sends the outbox over SMTP (in a cluster only the primary does). */
  dispatchMail?: boolean;
  /** A tap on the sign-in spine's steps, beside the metrics (tracing, tests). */
  observeSignIn?: SignInObserver;
  /** Extra asynchronous event subscribers (the configured ones are added from the config). */
  eventSubscribers?: AsyncSubscriber[];
}

/** Opens storage, runs migrations, seeds defaults, loads keys and wires the services. */
export async function createDeps(config: Config, options: DepsOptions = {}): Promise<Deps> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const db = options.db ?? openDatabase(config);
  await migrate(db);
  await seedDefaults(db.kysely, clock, config.vendorName);
  await setAdminImpersonationGrant(db.kysely, config.impersonationByAdmins);
  if (config.vendorClientId && config.vendorSecret) {
    const state = await ensureConfiguredCredential(db.kysely, clock, config.vendorClientId, config.vendorSecret);
    if (state === 'revoked')
      log.warn({ clientId: config.vendorClientId }, 'the configured vendor credential (vendorClientId) is revoked: its tokens are refused');
  }
  const masterKey = resolveMasterKey(config);
  const keys = await createKeyStore(db.kysely, config, masterKey, clock);
  const passwords = await createPasswordHasher(config);
  const ipLimiter = options.ipLimiter ?? memoryRateLimiter(clock, config.ipLoginAttemptsPerMinute, 60_000);
  const rolePermissions = createRolePermissionsCache();
  const events = createServerEvents(clock);
  // Every process runs a dispatcher: a lease per subscriber lets one deliver at a time, and each purges old events.
  const dispatcher = startEventDispatcher({
    db: db.kysely,
    dialect: db.dialect,
    clock,
    log,
    subscribers: [...(config.eventLogStream ? [logStreamSubscriber(log)] : []), ...(options.eventSubscribers ?? [])],
    intervalMs: config.eventDispatchIntervalMs,
    retentionMs: config.eventRetentionDays * 86_400_000,
  });
  const policies = createPoliciesService(db.kysely, clock, events);
  // Every way into a tenant meets its MFA policy (decision 0032): the refresh that moves a session asks this rule.
  const sessions = createSessionService(
    db.kysely,
    keys,
    config,
    clock,
    events,
    log,
    rolePermissions,
    masterKey,
    createTenantEntryRule(policies, log),
  );
  // The flag is read at each sign-in (entitlements are wired below; the closure runs later).
  const breached = createBreachedPasswordService({
    db: db.kysely,
    clock,
    events,
    loginFlowsOn: async (vendorId) => (await entitlements.flags.flat(vendorId))['security-center-show-login-flows'] === 'on',
  });
  const mfaDeps = { db: db.kysely, config, clock, events, log, masterKey, policies };
  // The sign-in spine asks the second-factor decision; the MFA service finishes sign-ins through the spine (decision 0041).
  const secondFactor = createSecondFactorDecision(mfaDeps);
  const metrics = createMetrics();
  const signIn = createSignInSpine({
    db: db.kysely,
    config,
    clock,
    events,
    sessions,
    secondFactor,
    breached,
    tenantsOf: tenantsOfUser,
    // The SSO services are built below; a sign-in asks them only once the app serves.
    ssoRequired: (email) => sso.lookup.ssoRequired(email),
    observe: (step) => {
      metrics.signInSteps.inc(step);
      options.observeSignIn?.(step);
    },
  });
  const login = createLoginService({ db: db.kysely, config, clock, events, passwords, signIn, policies });
  const mfa = createMfaService({ ...mfaDeps, sessions, signIn });
  const accounts = createAccountService({
    db: db.kysely,
    config,
    clock,
    events,
    passwords,
    sessions,
    policies,
    secondFactor,
    startTenant: async (user) => (await openingTenantsOf(tenantsOfUser, db.kysely, clock, user)).tenantId,
    ssoRequired: (email) => sso.lookup.ssoRequired(email),
  });
  const profile = createProfileService(db.kysely, clock, events, sessions, rolePermissions, mfa);
  const groups = createGroupsService(db.kysely, clock, events, rolePermissions);
  const sso = createSsoServices({ db: db.kysely, config, clock, events, masterKey, rolePermissions });
  const roles = createRolesService(db.kysely, clock, events, rolePermissions);
  const saml = createSamlEngine({ db: db.kysely, clock, log, masterKey });
  const oidc = createOidcEngine({
    db: db.kysely,
    clock,
    masterKey,
    discoveryTtlMs: config.oidcDiscoveryCacheSeconds * 1000,
    timeoutSeconds: config.oidcRequestTimeoutSeconds,
  });
  const ssoSignIn = createSsoSignInService({
    db: db.kysely,
    config,
    clock,
    events,
    log,
    masterKey,
    lookup: sso.lookup,
    saml,
    oidc,
    signIn,
  });
  const socialProviders = createSocialProvidersService({ db: db.kysely, clock, events, masterKey });
  const accountSettings = createAccountSettingsService(db.kysely, config, clock, events);
  const vendorAuth = createVendorAuthService({ db: db.kysely, keys, config, clock, events });
  const oauth = createOAuthService({ db: db.kysely, config, clock, events, log, keys, sessions, rolePermissions });
  const entitlements = createEntitlementsServices(db.kysely, clock, events, rolePermissions);
  const team = createTeamServices({
    db: db.kysely,
    dialect: db.dialect,
    config,
    clock,
    events,
    masterKey,
    sessions,
    rolePermissions,
  });
  const socialLogin = createSocialLoginService({
    db: db.kysely,
    clock,
    events,
    engine: oidc,
    providers: socialProviders,
    signIn,
    provision: (input, ctx) => accounts.provision(input, ctx),
    acceptInvitation: (input, ctx) => team.invitations.accept(input, ctx),
  });
  const webauthn = createWebAuthnService({ db: db.kysely, config, clock, events, log, policies, signIn });
  const passwordless = createPasswordlessService({ db: db.kysely, config, clock, events, policies, signIn });
  const apiTokenDeps = { db: db.kysely, config, clock, events, keys, rolePermissions, policies };
  const apiTokens = createApiTokensService(apiTokenDeps);
  const apiTokenAccess = createApiTokenAccessService(apiTokenDeps);
  const stopMail =
    config.smtpUrl && options.dispatchMail !== false
      ? startMailDispatcher(db.kysely, config.smtpUrl, config.mailFrom, clock, log)
      : () => undefined;
  // Without a provider SMS stay in the outbox for /dev/sms (decision 0018); like mail, only one process sends.
  const { twilioAccountSid: accountSid, twilioAuthToken: authToken, twilioFrom: from } = config;
  const smsProvider =
    accountSid && authToken && from
      ? twilioSmsProvider({ accountSid, authToken, from, apiKeySid: config.twilioApiKeySid, baseUrl: config.twilioBaseUrl })
      : undefined;
  const stopSms = smsProvider && options.dispatchMail !== false ? startSmsDispatcher(db.kysely, smsProvider, clock, log) : () => undefined;
  return {
    config,
    db,
    clock,
    log,
    metrics,
    keys,
    passwords,
    ipLimiter,
    rateLimits: createRateLimiters(clock, config, ipLimiter),
    events,
    refreshCookie: refreshCookie(config),
    rolePermissions,
    sessions,
    login,
    mfa,
    accounts,
    profile,
    groups,
    sso,
    saml,
    ssoSignIn,
    roles,
    socialProviders,
    socialLogin,
    accountSettings,
    vendorAuth,
    oauth,
    entitlements,
    team,
    policies,
    impersonation: createImpersonationService({ db: db.kysely, config, clock, events, keys, sessions, rolePermissions }),
    webauthn,
    passwordless,
    phones: createPhonesServices({ db: db.kysely, config, clock, events, sessions }),
    apiTokens,
    apiTokenAccess,
    async close() {
      await dispatcher.stop();
      stopMail();
      stopSms();
      await db.close();
    },
  };
}
