import type { Kysely } from 'kysely';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import type { RolePermissionsCache } from '../roles/index';
import { createFeaturesService } from './features.service';
import { createFlagsService } from './flags.service';
import { createGrantsService } from './grants.service';
import { createPlansService } from './plans.service';
import { createUserEntitlementsService } from './user-entitlements.service';

/** The entitlement services: the vendor's catalogue and grants, and a user's entitlement set. */
export function createEntitlementsServices(
  db: Kysely<Database>,
  clock: Clock,
  events: EventEmitter,
  rolePermissions: RolePermissionsCache,
) {
  return {
    features: createFeaturesService(db, clock, events),
    plans: createPlansService(db, clock, events),
    flags: createFlagsService(db, clock, events),
    grants: createGrantsService(db, clock, events),
    forUser: createUserEntitlementsService(db, clock, rolePermissions),
  };
}

/** The entitlement services. */
export type EntitlementsServices = ReturnType<typeof createEntitlementsServices>;
