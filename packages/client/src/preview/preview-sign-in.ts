import { MULTI_FACTOR_ACR, mfaStrategies, type ErrorCode, type LoginResponse } from '@gatehouse/contracts';
import { PREVIEW_CODE, PREVIEW_TOKEN_LIFETIME_SECONDS } from '@gatehouse/fixtures';
import { fail } from './preview-error';
import type { PendingStep, PreviewState, PreviewUser } from './preview-state';
import { buildPreviewToken, PREVIEW_ISSUER } from './preview-token';
import { effectiveRoles, mfaDevicesOf, mfaEnrolled, permissionKeys, userById } from './preview-views';

// The sign-in spine of preview mode, as the server's (decision 0041): the account's state, the tenant, the second
// factor, then the session.

/** Refuses a code that is not the preview code, with the endpoint's own error. */
export function checkCode(value: string, error: ErrorCode = 'mfa.invalid_code'): void {
  if (value.replace(/\s+/g, '') !== PREVIEW_CODE) fail(error);
}

/** The pending step of that token and kind, or the endpoint's error (spent or unknown tokens fail alike). */
export function takePending(state: PreviewState, token: string, kinds: readonly string[], error: ErrorCode): PendingStep {
  const step = state.pending.get(token);
  if (!step || !kinds.includes(step.kind)) fail(error);
  return step;
}

/** The tenant a sign-in opens: the one asked for when the user may use it, else their first usable one. */
function openingTenant(user: PreviewUser, wanted?: string | null): string {
  const usable = [...user.memberships.entries()].filter(([, m]) => m.activatedForTenant && !m.isDisabled);
  if (usable.length === 0)
    fail(
      user.memberships.size > 0 && [...user.memberships.values()].every((m) => m.isDisabled)
        ? 'auth.account_disabled'
        : 'auth.tenant_forbidden',
    );
  if (usable.some(([, m]) => m.isLocked)) fail('auth.account_locked');
  return usable.find(([id]) => id === wanted)?.[0] ?? usable[0]![0];
}

/**
 * The login answer of wire-compat §2.1 for the user in the tenant: a new session, the current one refreshed (its
 * `auth_time` kept), or the current one stepped up (a fresh `auth_time`).
 */
export function issueSession(
  state: PreviewState,
  user: PreviewUser,
  tenantId: string,
  amr: string[],
  mode: 'new' | 'refresh' | 'step-up' = 'new',
): LoginResponse {
  const nowSeconds = Math.floor(state.now() / 1000);
  const current = mode !== 'new' && state.session?.userId === user.id ? state.session : null;
  const sessionId = current?.id ?? state.nextId('session');
  const authTime = current && mode === 'refresh' ? current.authTime : nowSeconds;
  const roles = effectiveRoles(state, user, tenantId);
  const accessToken = buildPreviewToken({
    sub: user.id,
    email: user.email,
    email_verified: user.verified,
    name: user.name,
    tenantId,
    tenantIds: [...user.memberships.keys()],
    roles: roles.map((r) => r.key),
    permissions: permissionKeys(state, roles),
    type: 'userToken',
    ...(amr.includes('mfa') ? { acr: MULTI_FACTOR_ACR } : {}),
    amr,
    auth_time: authTime,
    sid: sessionId,
    iss: PREVIEW_ISSUER,
    iat: nowSeconds,
    exp: nowSeconds + PREVIEW_TOKEN_LIFETIME_SECONDS,
  });
  const refreshToken = `preview-refresh-${state.secret(24)}`;
  state.session = { id: sessionId, userId: user.id, tenantId, accessToken, refreshToken, amr, authTime };
  if (!current) {
    const iso = new Date(state.now()).toISOString();
    user.lastLogin = iso;
    const expires = new Date(state.now() + PREVIEW_TOKEN_LIFETIME_SECONDS * 1000).toISOString();
    user.sessions.unshift({
      id: sessionId,
      expires,
      ipAddress: '192.0.2.10',
      userAgent: previewUserAgent(),
      createdAt: iso,
      lastSeenAt: iso,
      current: false,
      impersonated: false,
    });
  }
  return {
    accessToken,
    refreshToken,
    expiresIn: PREVIEW_TOKEN_LIFETIME_SECONDS,
    expires: new Date(state.now() + PREVIEW_TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    mfaRequired: false,
    userId: user.id,
    userEmail: user.email,
    tenantId,
    emailVerified: user.verified,
  };
}

/**
 * After a first factor: the MFA step when the user has a second factor or the tenant forces one (answered with an
 * MFA token and the devices), else the session. A multi-factor first factor (a passkey) goes straight through.
 */
export function signIn(
  state: PreviewState,
  user: PreviewUser,
  amr: string[],
  options: { multiFactor?: boolean; tenantId?: string | null } = {},
): LoginResponse {
  const tenantId = openingTenant(user, options.tenantId);
  const forced = state.mfaPolicies.get(tenantId)?.enforceMFAType === 'Force';
  if (options.multiFactor || (!mfaEnrolled(user) && !forced)) return issueSession(state, user, tenantId, amr);
  return secondFactorDemand(state, user, tenantId, amr, 'mfa');
}

/** The MFA demand of a sign-in or a step-up: a new MFA token and what the user can prove it with. */
export function secondFactorDemand(
  state: PreviewState,
  user: PreviewUser,
  tenantId: string,
  amr: string[],
  kind: 'mfa' | 'step-up',
): LoginResponse {
  const mfaToken = state.nextId('mfa-token');
  state.pending.set(mfaToken, { kind, userId: user.id, tenantId, amr });
  return {
    mfaRequired: true,
    mfaToken,
    mfaEnrolled: mfaEnrolled(user),
    mfaDevices: mfaDevicesOf(user),
    mfaStrategies: [...mfaStrategies],
    userId: user.id,
    userEmail: user.email,
    emailVerified: user.verified,
  };
}

/** Finishes the MFA step of `mfaToken` proven with `method`: the session, with the factor in its `amr`. */
export function finishSecondFactor(state: PreviewState, mfaToken: string, method: string): LoginResponse {
  const step = takePending(state, mfaToken, ['mfa', 'step-up'], 'mfa.invalid_token');
  state.pending.delete(mfaToken);
  const user = userById(state, step.userId!);
  const amr = [...new Set([...(step.amr ?? []), method, 'mfa'])];
  return issueSession(state, user, step.tenantId!, amr, step.kind === 'step-up' ? 'step-up' : 'new');
}

/** The user waiting on an MFA token (enrolment at sign-in), without spending it. */
export function pendingUser(state: PreviewState, mfaToken: string): PreviewUser {
  return userById(state, takePending(state, mfaToken, ['mfa', 'step-up'], 'mfa.invalid_token').userId!);
}

/** Ten recovery codes, shown once after an enrolment. */
export function recoveryCodes(state: PreviewState): { recoveryCode: string; recoveryCodes: string[] } {
  const codes = Array.from({ length: 10 }, () => state.secret(10).toLowerCase());
  return { recoveryCode: codes[0]!, recoveryCodes: codes };
}

const previewUserAgent = () => (typeof navigator === 'object' && navigator?.userAgent ? navigator.userAgent : 'Gatehouse preview');
