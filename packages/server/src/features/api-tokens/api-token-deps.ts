import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { KeyStore } from '../../keys/key-store';
import type { Database } from '../../storage/schema';
import type { PoliciesService } from '../policies/index';
import type { RolePermissionsCache } from '../roles/index';

/** What both API-token services are built from (wired once in deps.ts). */
export interface ApiTokenDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  keys: KeyStore;
  rolePermissions: RolePermissionsCache;
  policies: PoliciesService;
}
