import type { Config } from './config/config-schema';
import { createAccountService, type AccountService } from './features/users/accounts.service';
import { createLoginService } from './features/auth/login.service';
import { createMfaService, type MfaService } from './features/mfa/mfa.service';
import { createProfileService, type ProfileService } from './features/users/profile.service';
import { createRolePermissionsCache, type RolePermissionsCache } from './features/roles/role-permissions-cache';
import { seedDefaults } from './features/roles/seed-defaults';
import { createSessionService, type SessionService } from './features/sessions/sessions.service';
import { createEntitlementsServices, type EntitlementsServices } from './features/entitlements/entitlements.services';
import { createVendorAuthService, type VendorAuthService } from './features/vendor-auth/vendor-auth.service';
import { ensureConfiguredCredential } from './features/vendor-auth/vendor-credentials.store';
import { refreshCookie } from './http/refresh-cookie';
import { createKeyStore, type KeyStore } from './keys/key-store';
import { systemClock, type Clock } from './lib/clock';
import { createLogger, type Logger } from './lib/logger';
import { startMailDispatcher } from './lib/mailer';
import { resolveMasterKey } from './lib/master-key';
import { createMetrics, type Metrics } from './lib/metrics';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords';
import { memoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
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
  refreshCookie: ReturnType<typeof refreshCookie>;
  rolePermissions: RolePermissionsCache;
  sessions: SessionService;
  login: ReturnType<typeof createLoginService>;
  mfa: MfaService;
  accounts: AccountService;
  profile: ProfileService;
  vendorAuth: VendorAuthService;
  entitlements: EntitlementsServices;
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
}

/** Opens storage, runs migrations, seeds defaults, loads keys and wires the services. */
export async function createDeps(config: Config, options: DepsOptions = {}): Promise<Deps> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const db = options.db ?? openDatabase(config);
  await migrate(db);
  await seedDefaults(db.kysely, clock, config.vendorName);
  if (config.vendorClientId && config.vendorSecret) {
    const state = await ensureConfiguredCredential(db.kysely, clock, config.vendorClientId, config.vendorSecret);
    if (state === 'revoked') log.warn({ clientId: config.vendorClientId }, 'the configured vendor credential (vendorClientId) is revoked: its tokens are refused');
  }
  const masterKey = resolveMasterKey(config);
  const keys = await createKeyStore(db.kysely, config, masterKey, clock);
  const passwords = await createPasswordHasher(config);
  const ipLimiter = options.ipLimiter ?? memoryRateLimiter(clock, config.ipLoginAttemptsPerMinute, 60_000);
  const rolePermissions = createRolePermissionsCache();
  const sessions = createSessionService(db.kysely, keys, config, clock, log, rolePermissions);
  // The password step asks the MFA service whether a second factor is due; MFA finishes sign-ins through login.
  const mfaRef: { current?: MfaService } = {};
  const login = createLoginService({ db: db.kysely, config, clock, log, passwords, ipLimiter, sessions, secondFactor: (user) => mfaRef.current!.challenge(user) });
  const mfa = (mfaRef.current = createMfaService({ db: db.kysely, config, clock, log, ipLimiter, masterKey, login }));
  const accounts = createAccountService({ db: db.kysely, config, clock, passwords, ipLimiter, sessions, startTenant: login.startTenant as never });
  const profile = createProfileService(db.kysely, clock, sessions, rolePermissions, mfa);
  const vendorAuth = createVendorAuthService({ db: db.kysely, keys, config, clock, ipLimiter });
  const entitlements = createEntitlementsServices(db.kysely, clock, rolePermissions);
  const stopMail = config.smtpUrl && options.dispatchMail !== false ? startMailDispatcher(db.kysely, config.smtpUrl, config.mailFrom, clock, log) : () => undefined;
  return {
    config,
    db,
    clock,
    log,
    metrics: createMetrics(),
    keys,
    passwords,
    ipLimiter,
    refreshCookie: refreshCookie(config),
    rolePermissions,
    sessions,
    login,
    mfa,
    accounts,
    profile,
    vendorAuth,
    entitlements,
    async close() {
      stopMail();
      await db.close();
    },
  };
}
