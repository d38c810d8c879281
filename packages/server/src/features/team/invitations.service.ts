import { defaultRoutes, type TeamUser } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import { enqueueMail } from '../../lib/mailer';
import { type RolePermissionsCache, assertHoldsAll, currentPermissions } from '../roles/index';
import type { Database, UsersTable } from '../../storage/schema';
import { hasUniqueViolationCode } from '../../storage/unique-violation';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { issueOneTimeToken, newUserRow, userByEmail } from '../users/index';
import { invitationEmail } from './emails';
import {
  consumeInvitation,
  findInvitation,
  insertInvitedMembership,
  insertUser,
  issueInvitation,
  waitingTenants,
} from './invitations.store';
import type { MembersReader } from './members.service';
import { assignableRoleIds, defaultRoleIds, memberOf, setMemberRoles, tenantName, updateMembership } from './team.store';
import { actingAs, type RequestContext } from '../../kernel/request-context';

type Trx = Transaction<Database>;

/** An invitation as the admin portal sends it. */
export interface InviteInput {
  email: string;
  name?: string;
  phone?: string;
  roleIds?: string[];
  expirationInSeconds?: number;
  skipInviteEmail?: boolean;
}

/** What happened to one invited address. */
export type InviteStatus = 'invited' | 'resent' | 'already_member';

/** Role ids as sent, without the empty string the admin portal uses for "none" (spec 001 §5). */
export const cleanRoleIds = (ids: string[]): string[] => [...new Set(ids.filter((id) => id !== ''))];

/**
 * Invitations: an administrator invites by email (a new account, or an existing one of another
 * tenant), the invitee accepts from the emailed link. A new account's link is its activation
 * link (it sets a password and is signed in, spec 000 §4.3); an existing account's link accepts
 * the invitation (wire-compat §2.7) and only then can it use the tenant.
 */
export function createInvitationService(deps: {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  events: EventEmitter;
  rolePermissions: RolePermissionsCache;
  members: MembersReader;
}) {
  const { db, config, clock, events, members } = deps;
  const ttl = config.activationTtlSeconds;
  const link = (path: string, params: Record<string, string>) =>
    `${config.appUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(params)}`;

  /**
   * Checks that every role may be given in the tenant, and only grants permissions the caller holds
   * (no privilege escalation, ASVS 4.1.3); no roles named means the tenant's default roles.
   */
  const rolesToGive = async (auth: AuthContext, roleIds: string[] | undefined): Promise<string[]> => {
    const wanted = cleanRoleIds(roleIds ?? []);
    if (wanted.length === 0) return defaultRoleIds(db, DEFAULT_VENDOR_ID, auth.tenantId);
    const known = await assignableRoleIds(db, DEFAULT_VENDOR_ID, auth.tenantId, wanted);
    if (known.size !== wanted.length) throw fail('team.role_not_found');
    const granted = await deps.rolePermissions.of(db, wanted);
    assertHoldsAll(
      await currentPermissions(db, deps.rolePermissions, auth),
      granted.map((p) => p.key),
    );
    return wanted;
  };

  /** Mails the link an invitee needs now: activation for an account without a password, else acceptance. */
  const sendLink = async (
    trx: Trx,
    tenantId: string,
    user: Pick<UsersTable, 'id' | 'email' | 'password_hash'>,
    invitedBy: string | null,
  ) => {
    const newAccount = user.password_hash === null;
    const token = newAccount
      ? await issueOneTimeToken(trx, clock, user.id, 'activation', ttl)
      : await issueInvitation(trx, clock, tenantId, user.id, invitedBy, ttl);
    // The login box's routes (spec 000 §2.1): activation sets a password; acceptance takes the userId and token
    // the accept endpoint wants (wire-compat §2.7).
    const route = newAccount ? defaultRoutes.activateUrl : defaultRoutes.acceptInvitationUrl;
    const url = link(route, { userId: user.id, token });
    await enqueueMail(
      trx,
      clock,
      invitationEmail(user.email, config.vendorName, await tenantName(trx, tenantId), url, Math.round(ttl / 3600), newAccount),
    );
  };

  /** One address of an invitation, inside the caller's transaction. */
  const inviteOne = async (
    trx: Trx,
    auth: AuthContext,
    input: InviteInput,
    roleIds: string[],
    ctx: RequestContext,
  ): Promise<{ userId: string; status: InviteStatus }> => {
    const tenantId = auth.tenantId;
    const now = iso(clock.now());
    const expiresAt = input.expirationInSeconds ? iso(clock.now() + input.expirationInSeconds * 1000) : null;
    const email = input.email.toLowerCase();
    let user = await userByEmail(trx, DEFAULT_VENDOR_ID, email);
    const existing = user && (await memberOf(trx, tenantId, user.id));
    if (user && existing) {
      // A member who has not joined yet gets the email again (the reference client resends this way).
      const waiting = existing.membership.pending_invitation === 1 || user.verified === 0;
      if (!waiting) return { userId: user.id, status: 'already_member' };
      if (!input.skipInviteEmail) await sendLink(trx, tenantId, user, auth.userId);
      await events.emit(trx, ctx, 'team.user.invitation_resent', user.id);
      return { userId: user.id, status: 'resent' };
    }
    if (!user) {
      user = newUserRow({
        email,
        name: input.name ?? email.split('@')[0]!,
        verified: false,
        provider: 'local',
        activeTenantId: tenantId,
        now,
        phoneNumber: input.phone ?? null,
      });
      await insertUser(trx, user);
    }
    // An account that can sign in already must accept before it can use the tenant.
    const pending = user.password_hash === null ? 0 : 1;
    await insertInvitedMembership(trx, user.id, tenantId, now, expiresAt, pending);
    await setMemberRoles(trx, tenantId, user.id, roleIds);
    if (!input.skipInviteEmail) await sendLink(trx, tenantId, user, auth.userId);
    await events.emit(trx, ctx, 'team.user.invited', user.id, {
      roleIds,
      temporaryExpirationDate: expiresAt,
    });
    return { userId: user.id, status: 'invited' };
  };

  /** A parallel invitation of the same address committed first: the address is taken (409, nothing written). */
  const raced = (e: unknown): never => {
    throw hasUniqueViolationCode(e) ? fail('team.already_member') : e;
  };

  return {
    cleanRoleIds,
    rolesToGive,

    /** Invites one address; an existing, joined member is a conflict. */
    async invite(auth: AuthContext, input: InviteInput, ctx: RequestContext): Promise<TeamUser> {
      const roleIds = await rolesToGive(auth, input.roleIds);
      const { userId, status } = await db
        .transaction()
        .execute((trx) => inviteOne(trx, auth, input, roleIds, ctx))
        .catch(raced);
      if (status === 'already_member') throw fail('team.already_member');
      return members.one(auth, userId);
    },

    /** Invites several addresses with the same roles, all in one transaction. */
    async bulkInvite(
      auth: AuthContext,
      input: { emails: string[]; roleIds?: string[]; expirationInSeconds?: number },
      ctx: RequestContext,
    ) {
      const roleIds = await rolesToGive(auth, input.roleIds);
      const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
      const items = await db
        .transaction()
        .execute(async (trx) => {
          const out: { email: string; userId: string; status: InviteStatus }[] = [];
          for (const email of emails)
            out.push({
              email,
              ...(await inviteOne(trx, auth, { email, expirationInSeconds: input.expirationInSeconds }, roleIds, ctx)),
            });
          return out;
        })
        .catch(raced);
      return { items };
    },

    /** The administrator's "resend activation email" for a member who has not joined yet. */
    async resendForMember(auth: AuthContext, userId: string, ctx: RequestContext) {
      const member = await memberOf(db, auth.tenantId, userId);
      if (!member) throw fail('user.not_found');
      if (member.user.verified === 1 && member.membership.pending_invitation === 0) throw fail('team.already_activated');
      await db.transaction().execute(async (trx) => {
        await sendLink(trx, auth.tenantId, member.user, auth.userId);
        await events.emit(trx, ctx, 'team.user.activation_resent', userId);
      });
    },

    /** Accepts an invitation (public; the token proves the mailbox): the account joins the tenant. */
    async accept(input: { userId: string; token: string }, ctx: RequestContext) {
      const row = await findInvitation(db, clock, input.userId, input.token);
      if (!row) throw fail('invitation.invalid_token');
      await db.transaction().execute(async (trx) => {
        if (!(await consumeInvitation(trx, clock, row.id))) throw fail('invitation.invalid_token');
        const joined = await updateMembership(trx, row.tenant_id, row.user_id, { pending_invitation: 0, activated: 1 });
        // The administrator may have removed the member since the email went out.
        if (Number(joined.numUpdatedRows) !== 1) throw fail('invitation.invalid_token');
        await events.emit(trx, actingAs(ctx, row.user_id, row.tenant_id), 'team.invitation.accepted', row.user_id);
      });
    },

    /** Mails the pending invitations of an address again; the same answer whether or not it is known. */
    async resendPublic(email: string) {
      const user = await userByEmail(db, DEFAULT_VENDOR_ID, email);
      if (!user) return;
      // An account without a password is waiting to be activated; one with a password, to accept.
      const pending = await waitingTenants(db, user.id, user.password_hash === null ? 'activation' : 'acceptance');
      // An account without a password has one activation link: the newest invitation's.
      const tenants = user.password_hash === null ? pending.slice(0, 1) : pending;
      if (tenants.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const t of tenants) await sendLink(trx, t.tenant_id, user, null);
      });
    },
  };
}

/** The invitation service. */
export type InvitationService = ReturnType<typeof createInvitationService>;
