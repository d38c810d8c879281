import { PREVIEW_LINK_TOKEN, previewAccountSettings, roleIds } from '@gatehouse/fixtures';
import { fail } from '../preview-error';
import { caller, type PreviewHandlers } from '../preview-handler';
import { addUser, newMembership } from '../preview-records';
import { issueSession, signIn } from '../preview-sign-in';
import type { PreviewState, PreviewUser } from '../preview-state';
import { userByEmail } from '../preview-views';

/** The password rule preview mode applies: the server's defaults (NIST 800-63B length, not composition). */
export const PREVIEW_PASSWORD_RULE = { minLength: 15, maxLength: 128 } as const;

function checkPasswordRule(password: string): void {
  const length = [...password].length;
  if (length < PREVIEW_PASSWORD_RULE.minLength)
    fail('password.too_short', `The password must be at least ${PREVIEW_PASSWORD_RULE.minLength} characters long`);
  if (length > PREVIEW_PASSWORD_RULE.maxLength)
    fail('password.too_long', `The password must be at most ${PREVIEW_PASSWORD_RULE.maxLength} characters long`);
}

/** The user an emailed link names, when its token is the preview link token. */
function linkUser(
  state: PreviewState,
  userId: string,
  token: string,
  error: 'activation.invalid_token' | 'reset.invalid_token' | 'invitation.invalid_token',
): PreviewUser {
  const user = state.users.find((u) => u.id === userId);
  if (!user || token !== PREVIEW_LINK_TOKEN) fail(error);
  return user;
}

/** Every membership still waiting for its user becomes active: what following the emailed link does. */
function activateMemberships(user: PreviewUser): void {
  user.verified = true;
  for (const m of user.memberships.values()) {
    m.activatedForTenant = true;
    m.invitationPending = false;
  }
}

/** Sign-in with a password, the session calls, sign-up, activation and passwords (spec 000 §4, §7.1–7.3). */
export const authHandlers: PreviewHandlers = {
  login: ({ body }, { state }) => {
    const user = userByEmail(state, body.email);
    if (!user || !user.password || user.password !== body.password) fail('auth.invalid_credentials');
    return signIn(state, user, ['pwd']);
  },
  refreshToken: ({ body }, { state, session }) => {
    const user = session && state.users.find((u) => u.id === session.userId);
    if (!session || !user) fail('auth.unauthenticated');
    const tenantId = body?.tenantId ?? session.tenantId;
    const membership = user.memberships.get(tenantId);
    if (!membership?.activatedForTenant || membership.isDisabled) fail('auth.tenant_forbidden');
    return issueSession(state, user, tenantId, session.amr, 'refresh');
  },
  logout: (_request, { state, session }) => {
    if (session) {
      const user = state.users.find((u) => u.id === session.userId);
      if (user) user.sessions = user.sessions.filter((s) => s.id !== session.id);
    }
    state.session = null;
    return {};
  },
  ssoPrelogin: () => ({}),
  signUp: ({ body }, { state }) => {
    // Preview allows unverified users to sign in, so an address already known is refused as the server does then.
    if (userByEmail(state, body.email)) fail('signup.email_taken');
    if (body.password !== undefined) checkPasswordRule(body.password);
    const now = new Date(state.now()).toISOString();
    const tenantId = state.nextId('tenant');
    const name = body.companyName;
    state.tenants.push({ ...state.tenants[0]!, id: tenantId, tenantId, name, alias: undefined, createdAt: now, updatedAt: now });
    state.accountSettings.set(tenantId, { tenantId, name, ...previewAccountSettings, hasCustomLogin: false });
    state.mfaPolicies.set(tenantId, { ...state.mfaPolicies.get(state.tenants[0]!.tenantId)!, id: state.nextId('mfa-policy') });
    state.groupsConfig.set(tenantId, { enabled: true, rolesEnabled: true });
    const user = addUser(
      state,
      {
        email: body.email,
        name: body.name,
        phoneNumber: body.phoneNumber,
        metadata: body.metadata,
        password: body.password ?? '',
        verified: false,
      },
      [[tenantId, newMembership(state, [roleIds.admin], false)]],
    );
    if (!body.password) return { shouldActivate: true, userId: user.id, tenantId };
    return { shouldActivate: false, userId: user.id, tenantId, authResponse: signIn(state, user, ['pwd']) };
  },
  activationStrategy: ({ query }, { state }) => {
    linkUser(state, query.userId, query.token, 'activation.invalid_token');
    return { shouldSetPassword: true };
  },
  activate: ({ body }, { state }) => {
    const user = linkUser(state, body.userId, body.token, 'activation.invalid_token');
    if (!body.password) fail('activation.password_required');
    checkPasswordRule(body.password);
    user.password = body.password;
    activateMemberships(user);
    return signIn(state, user, ['pwd']);
  },
  resendActivation: () => ({}),
  forgotPassword: () => ({}),
  resetPassword: ({ body }, { state }) => {
    const user = linkUser(state, body.userId, body.token, 'reset.invalid_token');
    checkPasswordRule(body.password);
    user.password = body.password;
    // A reset ends every session of the user (decision 0003).
    user.sessions = [];
    if (state.session?.userId === user.id) state.session = null;
    return {};
  },
  changePassword: ({ body }, context) => {
    const { user } = caller(context);
    if (user.password !== body.password) fail('auth.invalid_password');
    checkPasswordRule(body.newPassword);
    user.password = body.newPassword;
    return {};
  },
  passwordConfig: () => ({
    allowPassphrases: true,
    maxLength: PREVIEW_PASSWORD_RULE.maxLength,
    minLength: PREVIEW_PASSWORD_RULE.minLength,
    minPhraseLength: PREVIEW_PASSWORD_RULE.minLength,
    minOptionalTestsToPass: 0,
    requiredTests: { checkThreeRepeatedChars: false },
    optionalTests: { requireLowercase: false, requireUppercase: false, requireNumbers: false, requireSpecialChars: false },
  }),
  acceptInvitation: ({ body }, { state }) => {
    const user = linkUser(state, body.userId, body.token, 'invitation.invalid_token');
    if (![...user.memberships.values()].some((m) => m.invitationPending)) fail('invitation.invalid_token');
    activateMemberships(user);
    return {};
  },
  resendInvitation: () => ({}),
  verifyInviteLink: ({ body }, { state }) => {
    const link = [...state.inviteLinks.values()].find((l) => l.token === body.token);
    const tenant =
      state.tenants.find((t) => t.tenantId === link?.tenantId) ?? (body.token === PREVIEW_LINK_TOKEN ? state.tenants[0] : undefined);
    if (!tenant) fail('invitation.invalid_token');
    return { name: tenant.name };
  },
};
