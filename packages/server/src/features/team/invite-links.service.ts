import { INVITE_LINK_DEFAULT_MINUTES } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { createSealer, newId, randomToken, sha256 } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Database, InviteLinksTable } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { InvitationService } from './invitations.service';
import type { RequestContext } from '../../kernel/request-context';
import { deleteInviteLink, inviteLinkByTokenHash, inviteLinkOf, replaceInviteLink, updateInviteLink } from './invite-links.store';

/** What a create or update of the link may set. */
export interface InviteLinkInput {
  expiresInMinutes?: number;
  shouldSendEmail?: boolean;
  roleIds?: string[];
}

/**
 * The tenant-wide invite link (wire-compat §3.16): one per tenant. Its token is looked up by
 * SHA-256 and kept sealed under the master key only so that administrators can copy the link
 * again; a new link replaces the old one, whose token stops working.
 */
export function createInviteLinkService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  events: EventEmitter;
  masterKey: string;
  invitations: InvitationService;
}) {
  const { db, clock, events } = deps;
  const sealer = createSealer(deps.masterKey, 'invite-link');

  const toWire = (row: InviteLinksTable) => ({
    id: row.id,
    vendorId: DEFAULT_VENDOR_ID,
    tenantId: row.tenant_id,
    userId: row.created_by,
    token: sealer.open(row.token_sealed),
    expires: row.expires_at,
    shouldSendEmail: row.should_send_email === 1,
    roleIds: JSON.parse(row.role_ids) as string[],
  });
  const current = (tenantId: string) => inviteLinkOf(db, tenantId);
  const roles = async (auth: AuthContext, ids: string[] | undefined) => {
    const wanted = deps.invitations.cleanRoleIds(ids ?? []);
    return wanted.length === 0 ? [] : deps.invitations.rolesToGive(auth, wanted);
  };

  return {
    async get(auth: AuthContext) {
      const row = await current(auth.tenantId);
      if (!row) throw fail('invite_link.not_found');
      return toWire(row);
    },

    /** Creates the link (replacing any earlier one). */
    async create(auth: AuthContext, input: InviteLinkInput, ctx: RequestContext) {
      const roleIds = await roles(auth, input.roleIds);
      const raw = randomToken(32);
      const now = clock.now();
      const row: InviteLinksTable = {
        id: newId(),
        tenant_id: auth.tenantId,
        token_hash: sha256(raw),
        token_sealed: sealer.seal(raw),
        role_ids: JSON.stringify(roleIds),
        should_send_email: input.shouldSendEmail === false ? 0 : 1,
        created_by: auth.userId,
        created_at: iso(now),
        updated_at: iso(now),
        expires_at: iso(now + (input.expiresInMinutes ?? INVITE_LINK_DEFAULT_MINUTES) * 60_000),
      };
      await db.transaction().execute(async (trx) => {
        await replaceInviteLink(trx, row);
        await events.emit(trx, ctx, 'team.invite_link.created', row.id, {
          expires: row.expires_at,
          roleIds,
          shouldSendEmail: row.should_send_email === 1,
        });
      });
      return toWire(row);
    },

    /** Changes lifetime (from now), email setting or roles; the token stays. */
    async update(auth: AuthContext, input: InviteLinkInput, ctx: RequestContext) {
      const row = await current(auth.tenantId);
      if (!row) throw fail('invite_link.not_found');
      const now = clock.now();
      const next: InviteLinksTable = {
        ...row,
        ...(input.roleIds !== undefined ? { role_ids: JSON.stringify(await roles(auth, input.roleIds)) } : {}),
        ...(input.shouldSendEmail !== undefined ? { should_send_email: input.shouldSendEmail ? 1 : 0 } : {}),
        ...(input.expiresInMinutes !== undefined ? { expires_at: iso(now + input.expiresInMinutes * 60_000) } : {}),
        updated_at: iso(now),
      };
      await db.transaction().execute(async (trx) => {
        await updateInviteLink(trx, next);
        await events.emit(trx, ctx, 'team.invite_link.updated', row.id, {
          expires: next.expires_at,
          roleIds: JSON.parse(next.role_ids),
          shouldSendEmail: next.should_send_email === 1,
        });
      });
      return toWire(next);
    },

    async remove(auth: AuthContext, ctx: RequestContext) {
      const row = await current(auth.tenantId);
      if (!row) throw fail('invite_link.not_found');
      await db.transaction().execute(async (trx) => {
        await deleteInviteLink(trx, row.id);
        await events.emit(trx, ctx, 'team.invite_link.deleted', row.id);
      });
    },

    /** Public: the tenant name of a live link token (its route limits it per IP like every token check). */
    async verify(token: string) {
      const row = await inviteLinkByTokenHash(db, sha256(token));
      if (!row || row.expires_at <= iso(clock.now())) throw fail('invitation.invalid_token');
      return { name: row.name };
    },
  };
}

/** The invite-link service. */
export type InviteLinkService = ReturnType<typeof createInviteLinkService>;
