import { authApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../kernel/app-error';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import { rememberCookie } from '../mfa/remember-cookie';
import type { TenantEntry } from '../sessions/sessions.service';

/** Sign-in, refresh and sign-out (spec 000 §7.1). */
export function authRoutes(deps: Deps): RouteDef[] {
  const cookie = deps.refreshCookie;
  const rememberedDevice = rememberCookie(deps.config);
  return [
    route(
      authApi.login,
      async ({ body, ctx, c }) => {
        // A browser remembered after a second factor may skip it (decision 0020).
        const issued = await deps.login.login(body.email, body.password, ctx, { rememberedDevice: rememberedDevice.read(c) });
        // No refresh token when a second factor is due: no session exists yet.
        if (issued.refreshToken) cookie.set(c, issued.refreshToken);
        return issued.response;
      },
      CREDENTIAL_LIMIT,
    ),
    route(authApi.refreshToken, async ({ body, ctx, c }) => {
      try {
        const issued = await deps.sessions.refresh(cookie.read(c), body?.tenantId, ctx);
        cookie.set(c, issued.refreshToken);
        return issued.response;
      } catch (e) {
        // Into a tenant whose MFA policy the session does not meet: the MFA step, as after a password (wire-compat
        // §2.3), and the session stays where it was until the factor is proven (decision 0032).
        if (e instanceof AppError && e.code === 'auth.mfa_required') return deps.mfa.enterTenant(e.details!.entry as TenantEntry, ctx);
        // A tenant the user may not enter is refused without ending the session (another tab may hold it).
        if (!(e instanceof AppError && e.code === 'auth.tenant_forbidden')) cookie.clear(c);
        throw e;
      }
    }),
    route(authApi.logout, async ({ auth, c }) => {
      const raw = cookie.read(c);
      if (raw) await deps.sessions.revokeByRefreshToken(raw);
      if (auth) await deps.sessions.revoke(auth.sessionId);
      cookie.clear(c);
      return {};
    }),
    // No SSO connections exist yet: an empty answer sends the login box to the local strategy.
    route(authApi.ssoPrelogin, async () => ({})),
  ] as RouteDef[];
}
