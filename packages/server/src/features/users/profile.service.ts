import type { MeTenants, UserProfile } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { type RolePermissionRow, type RolePermissionsCache, effectiveRolesOfUserInTenant } from '../roles/index';
import type { SessionService } from '../sessions/index';
import { userWithFactor } from '../mfa/index';
import { checkedProfilePicture } from './profile-picture';
import { phoneNumberOf, setActiveTenant, tenantsOfUser, updateProfile } from './users.store';
import { isUserLocked, toWirePermissions, toWireRole, toWireTenant, userIdentity } from './wire';

type RoleRow = Awaited<ReturnType<typeof effectiveRolesOfUserInTenant>>[number];

/** Role sets whose /me JSON is kept (the oldest is dropped past this). */
const AUTHORIZATION_JSON_MAX = 1_000;

/** The signed-in user's own profile, tenants and authorization. */
export function createProfileService(
  db: Kysely<Database>,
  clock: Clock,
  events: EventEmitter,
  sessions: SessionService,
  rolePermissions: RolePermissionsCache,
  mfa: { emailCodesOffered(): Promise<boolean> },
) {
  const wireAuthorization = (roles: RoleRow[], perms: RolePermissionRow[]) => ({
    roles: roles.map((r) =>
      toWireRole(
        r,
        perms.filter((p) => p.role_id === r.id).map((p) => p.id),
      ),
    ),
    permissions: toWirePermissions(perms),
  });
  const authorization = async (userId: string, tenantId: string) => {
    const roles = await effectiveRolesOfUserInTenant(db, userId, tenantId);
    return wireAuthorization(
      roles,
      await rolePermissions.of(
        db,
        roles.map((r) => r.id),
      ),
    );
  };

  // Most of a /me answer is the roles and permissions, the same for every member with the same
  // roles: their JSON is kept under the role rows and the permission cache's version, so any change
  // to a role's row or to its permissions (here or, within the cache's lifetime, elsewhere) makes a new entry.
  const authorizationJson = new Map<string, { roles: string; permissions: string }>();
  const authorizationText = async (userId: string, tenantId: string) => {
    const roles = await effectiveRolesOfUserInTenant(db, userId, tenantId);
    const { rows, version } = await rolePermissions.versioned(
      db,
      roles.map((r) => r.id),
    );
    const key = `${version}|${JSON.stringify(roles)}`;
    let text = authorizationJson.get(key);
    if (!text) {
      const wire = wireAuthorization(roles, rows);
      text = { roles: JSON.stringify(wire.roles), permissions: JSON.stringify(wire.permissions) };
      if (authorizationJson.size >= AUTHORIZATION_JSON_MAX) authorizationJson.delete(authorizationJson.keys().next().value!);
      authorizationJson.set(key, text);
    }
    return text;
  };

  /** The fields of /me besides its tenants' roles and the permissions. */
  const profileOf = async (auth: AuthContext) => {
    // The user row carries its factor flags: the MFA policy is read only for a user whose one factor is an email.
    const [found, tenants] = await Promise.all([userWithFactor(db, auth.userId, mfa.emailCodesOffered), tenantsOfUser(db, auth.userId)]);
    if (!found) throw fail('auth.unauthenticated');
    const { user, mfaEnrolled } = found;
    const active = tenants.find((t) => t.id === auth.tenantId);
    return {
      ...userIdentity(user, mfaEnrolled),
      tenantId: auth.tenantId,
      tenantIds: tenants.map((t) => t.id),
      activatedForTenant: active?.activated === 1,
      isLocked: isUserLocked(user, iso(clock.now())),
      isDisabled: user.disabled === 1,
      createdAt: user.created_at,
    };
  };

  /** The profile as JSON text, built around the kept JSON of the roles and permissions. */
  const meJson = async (auth: AuthContext): Promise<string> => {
    const [fields, authz] = await Promise.all([profileOf(auth), authorizationText(auth.userId, auth.tenantId)]);
    const tenants = fields.tenantIds.map(
      (tenantId) => `{"tenantId":${JSON.stringify(tenantId)},"roles":${tenantId === auth.tenantId ? authz.roles : '[]'}}`,
    );
    return `${JSON.stringify(fields).slice(0, -1)},"tenants":[${tenants.join(',')}],"roles":${authz.roles},"permissions":${authz.permissions}}`;
  };
  /** The profile as an object (PUT /me answers it; not a hot path, so it reuses the text). */
  const me = async (auth: AuthContext): Promise<UserProfile> => JSON.parse(await meJson(auth)) as UserProfile;

  return {
    me,
    meJson,
    authorization: (auth: AuthContext) => authorization(auth.userId, auth.tenantId),

    async updateMe(
      auth: AuthContext,
      patch: { name?: string; phoneNumber?: string; profilePictureUrl?: string; metadata?: string },
      ctx: RequestContext,
    ) {
      const set: Partial<Database['users']> = {};
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.phoneNumber) {
        // The number SMS sign-in texts: a session alone must not point it at another phone (decision 0023).
        // Sending the current number again is harmless; a new one goes through POST /users/v1/phone and its code.
        if ((await phoneNumberOf(db, auth.userId)) !== patch.phoneNumber) throw fail('phone.verification_required');
      } else if (patch.phoneNumber === '') set.phone_number = null;
      if (patch.profilePictureUrl !== undefined) set.profile_picture_url = checkedProfilePicture(patch.profilePictureUrl);
      if (patch.metadata !== undefined) set.metadata = patch.metadata;
      if (Object.keys(set).length > 0) {
        await db.transaction().execute(async (trx) => {
          await updateProfile(trx, auth.userId, set, iso(clock.now()));
          await events.emit(trx, ctx, 'user.profile_updated', auth.userId, { fields: Object.keys(patch) });
        });
      }
      return me(auth);
    },

    async tenants(auth: AuthContext): Promise<MeTenants> {
      const rows = await tenantsOfUser(db, auth.userId);
      const tenants = rows.map(toWireTenant);
      const active = tenants.find((t) => t.id === auth.tenantId) ?? tenants[0];
      if (!active) throw fail('tenant.not_member');
      return { tenants, activeTenant: active };
    },

    /**
     * Moves the session to another of the user's tenants; the next refresh carries it. Into a tenant whose MFA
     * policy the session does not meet, nothing moves yet: the next refresh (the client runs one right after,
     * wire-compat §2.15) answers the MFA step, whose completion opens the session there (decision 0032).
     */
    async switchTenant(auth: AuthContext, tenantId: string, ctx: RequestContext) {
      const rows = await tenantsOfUser(db, auth.userId);
      if (!rows.some((t) => t.id === tenantId)) throw fail('tenant.not_member');
      if (tenantId !== auth.tenantId && !(await sessions.entryAllowed(tenantId, auth.amr))) {
        await db.transaction().execute(async (trx) => {
          await sessions.awaitSwitch(auth.sessionId, tenantId, trx);
          await events.emit(trx, actingAs(ctx, auth.userId, tenantId), 'user.tenant_switch.mfa_required', auth.userId, {
            from: auth.tenantId,
          });
        });
        return;
      }
      await db.transaction().execute(async (trx) => {
        await setActiveTenant(trx, auth.userId, tenantId);
        await events.emit(trx, actingAs(ctx, auth.userId, tenantId), 'user.tenant_switched', auth.userId, {
          from: auth.tenantId,
        });
      });
      await sessions.moveToTenant(auth.sessionId, tenantId);
    },
  };
}

/** The profile service. */
export type ProfileService = ReturnType<typeof createProfileService>;
