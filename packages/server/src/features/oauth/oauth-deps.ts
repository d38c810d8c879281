import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { KeyStore } from '../../keys/key-store';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Logger } from '../../lib/logger';
import type { Database } from '../../storage/schema';
import type { RolePermissionsCache } from '../roles/index';
import type { SessionService } from '../sessions/index';

/** What the hosted-login services use. */
export interface OAuthDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  log: Logger;
  keys: KeyStore;
  sessions: SessionService;
  rolePermissions: RolePermissionsCache;
}

/** Lifetime of an authorization code: RFC 6749 §4.1.2 recommends at most 10 minutes; one is plenty for a redirect. */
export const CODE_TTL_SECONDS = 60;

/** Scopes this server knows (discovery `scopes_supported`); `openid` is always granted. */
export const SUPPORTED_SCOPES = ['openid', 'email', 'profile', 'offline_access'] as const;

/** Where the hosted pages live (served by hosted-pages.ts, always at the root). */
export const HOSTED_PATHS = { login: '/oauth/login', error: '/oauth/error', signedOut: '/oauth/signed-out' } as const;
