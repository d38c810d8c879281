import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { Clock } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import type { RolePermissionsCache } from '../roles/index';
import type { SessionService } from '../sessions/index';
import { createInvitationService } from './invitations.service';
import { createInviteLinkService } from './invite-links.service';
import { createMembersReader } from './members.service';
import { createTeamService } from './team.service';

/** The users-and-team services, wired together once (composition root). */
export function createTeamServices(deps: {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  config: Config;
  clock: Clock;
  events: EventEmitter;
  masterKey: string;
  sessions: SessionService;
  rolePermissions: RolePermissionsCache;
}) {
  const members = createMembersReader(deps);
  const invitations = createInvitationService({ ...deps, members });
  const inviteLinks = createInviteLinkService({ ...deps, invitations });
  const team = createTeamService({ ...deps, members, invitations });
  return { members, invitations, inviteLinks, team };
}

/** The users-and-team services. */
export type TeamServices = ReturnType<typeof createTeamServices>;
