import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { effectiveRoles, permissionKeys, permissionView, profileView, tenantsOf } from '../preview-views';

/** The server's rule for a picture (decision 0046): removed with '', else an https address or a PNG, JPEG or WebP data URL. */
function checkedPicture(value: string): string | null {
  if (value === '') return null;
  if (/^https:\/\/[^\s]+$/.test(value) || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(value)) return value;
  return fail('request.invalid', 'profilePictureUrl: must be an https URL or an image data URL');
}

function meTenants(context: PreviewContext) {
  const { user, session } = caller(context);
  const tenants = tenantsOf(context.state, user);
  return { tenants, activeTenant: tenants.find((t) => t.tenantId === session.tenantId) ?? tenants[0]! };
}

/** The signed-in user: profile, tenants, tenant switch, roles and permissions, entitlements (wire-compat §2.15–2.16). */
export const meHandlers: PreviewHandlers = {
  getMe: (_request, context) => {
    const { user, session } = caller(context);
    return profileView(context.state, user, session.tenantId);
  },
  updateMe: ({ body }, context) => {
    const { user, session } = caller(context);
    // Checked first: a refused picture leaves the whole profile as it was.
    const picture = body.profilePictureUrl === undefined ? undefined : checkedPicture(body.profilePictureUrl);
    if (body.name !== undefined) user.name = body.name;
    if (body.phoneNumber !== undefined) user.phoneNumber = body.phoneNumber || null;
    if (picture !== undefined) user.profilePictureUrl = picture;
    if (body.metadata !== undefined) user.metadata = body.metadata;
    return profileView(context.state, user, session.tenantId);
  },
  getMeTenants: (_request, context) => meTenants(context),
  getMeTenantsV1: (_request, context) => meTenants(context),
  getMeTenantsV2: (_request, context) => meTenants(context).tenants,
  switchTenant: ({ body }, context) => {
    const { user, session } = caller(context);
    const membership = user.memberships.get(body.tenantId);
    if (!membership) fail('tenant.not_member');
    if (!membership.activatedForTenant || membership.isDisabled) fail('auth.tenant_forbidden');
    // The client refreshes next; the refreshed token carries the new tenant (wire-compat §2.15).
    session.tenantId = body.tenantId;
    return {};
  },
  getMeAuthorization: (_request, context) => {
    const { user, session } = caller(context);
    const profile = profileView(context.state, user, session.tenantId);
    return { roles: profile.roles, permissions: profile.permissions.map((p) => permissionView(context.state, session.tenantId, p.id)) };
  },
  userEntitlements: (_request, context) => {
    const { user, session } = caller(context);
    const keys = permissionKeys(context.state, effectiveRoles(context.state, user, session.tenantId));
    return { ...context.state.entitlements, permissions: Object.fromEntries(keys.map((k) => [k, true as const])) };
  },
  oauthUserinfo: (_request, context) => {
    const { user, session } = caller(context);
    return {
      sub: user.id,
      email: user.email,
      email_verified: user.verified,
      name: user.name,
      tenantId: session.tenantId,
      tenantIds: [...user.memberships.keys()],
    };
  },
};
