import { authApi } from '@gatehouse/contracts';
import type { LoginResponse } from '@gatehouse/contracts';
import type { RouteShared } from '../../http/route-shared';
import type { RequestContext } from '../../kernel/request-context';
import type { SessionService } from '../sessions/index';
import type { createLoginService } from './login.service';
import { AppError } from '../../kernel/app-error';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import { rememberCookie } from '../../http/remember-cookie';
import type { TenantEntry } from '../sessions/index';

/** What the sign-in routes use: the password step, the sessions, and the MFA step of a session entering a tenant. */
export interface AuthRouteServices {
  login: Pick<ReturnType<typeof createLoginService>, 'login'>;
  sessions: Pick<SessionService, 'refresh' | 'revoke' | 'revokeByRefreshToken'>;
  enterTenant(entry: TenantEntry, ctx: RequestContext): Promise<LoginResponse>;
}

/** Sign-in, refresh and sign-out (spec 000 §7.1). */
export function authRoutes(deps: AuthRouteServices, { refreshCookie: cookie, config }: RouteShared): RouteDef[] {
  const rememberedDevice = rememberCookie(config);
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
        if (e instanceof AppError && e.code === 'auth.mfa_required') return deps.enterTenant(e.details!.entry as TenantEntry, ctx);
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
  ] as RouteDef[];
}
