import type { Kysely, Transaction } from 'kysely';
import { iso, type Clock } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { Database } from '../../storage/schema';
import { rolesForGroups, type SsoConnection } from '../sso/index';
import { assignableRoleIds, defaultRoleIds, setMemberRoles } from '../team/index';
import { newUserRow, userByEmail, userById, type UserRow } from '../users/index';

type Db = Kysely<Database> | Transaction<Database>;

/** Who a connection's identity provider says signed in, whatever the protocol. */
export interface SsoIdentity {
  email: string;
  name?: string;
  groups: string[];
}

/** What became of the account: created now, joined the tenant now, or already a member. */
export type AccountChange = 'provisioned' | 'joined' | 'member';

/**
 * Just-in-time accounts (decision 0051): the user the identity names, in the connection's tenant. A new email makes
 * an account there (verified, no password, provider `saml`) with the connection's roles for the user's groups; an
 * existing account joins the tenant with those roles (the caller has checked the domain is the tenant's, validated);
 * a member keeps their roles unless the connection maps IdP groups, which then decide them at every sign-in. A
 * pending invitation to the tenant is accepted by the sign-in. The user's active tenant becomes the connection's, so
 * a second factor asked for now finishes there too.
 */
export async function accountFor(
  db: Kysely<Database>,
  clock: Clock,
  events: EventEmitter,
  connection: SsoConnection,
  identity: SsoIdentity,
  ctx: RequestContext,
  /** Whether an existing account outside the tenant may join it (the email's domain is the tenant's, validated). */
  mayJoin: boolean,
): Promise<{ user: UserRow; change: AccountChange } | { refused: 'link_unvalidated_domain' }> {
  const tenantId = connection.tenantId;
  const now = iso(clock.now());
  const existing = await userByEmail(db, DEFAULT_VENDOR_ID, identity.email);
  const membership =
    existing &&
    (await db
      .selectFrom('memberships')
      .select(['pending_invitation', 'activated'])
      .where('user_id', '=', existing.id)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst());
  const change: AccountChange = !existing ? 'provisioned' : membership ? 'member' : 'joined';
  if (change === 'joined' && !mayJoin) return { refused: 'link_unvalidated_domain' };
  const mapped = async (trx: Db) => {
    const wanted = rolesForGroups(connection, identity.groups);
    if (wanted.length === 0) return defaultRoleIds(trx, DEFAULT_VENDOR_ID, tenantId);
    // A role deleted since it was mapped drops out.
    return [...(await assignableRoleIds(trx, DEFAULT_VENDOR_ID, tenantId, wanted))].sort();
  };
  const userId = existing?.id ?? newId();
  await db.transaction().execute(async (trx) => {
    if (!existing) {
      await trx
        .insertInto('users')
        .values(
          newUserRow({
            id: userId,
            email: identity.email,
            name: identity.name?.trim() || identity.email.split('@')[0]!,
            verified: true,
            provider: 'saml',
            activeTenantId: tenantId,
            now,
          }),
        )
        .execute();
    }
    if (!membership) {
      await trx.insertInto('memberships').values({ user_id: userId, tenant_id: tenantId, activated: 1, created_at: now }).execute();
      const roleIds = await mapped(trx);
      await setMemberRoles(trx, tenantId, userId, roleIds);
      await events.emit(
        trx,
        actingAs(ctx, userId, tenantId),
        existing ? 'auth.sso.linked' : 'auth.sso.provisioned',
        userId,
        existing ? { connectionId: connection.id } : { connectionId: connection.id, roleIds },
      );
    } else {
      // The identity provider vouched for the address: an invitation to the tenant is accepted by signing in.
      if (membership.pending_invitation || !membership.activated)
        await trx
          .updateTable('memberships')
          .set({ pending_invitation: 0, activated: 1 })
          .where('user_id', '=', userId)
          .where('tenant_id', '=', tenantId)
          .execute();
      if (connection.groupMappings.length > 0) await setMemberRoles(trx, tenantId, userId, await mapped(trx));
    }
    await trx.updateTable('users').set({ active_tenant_id: tenantId, verified: 1 }).where('id', '=', userId).execute();
  });
  return { user: (await userById(db, userId))!, change };
}
