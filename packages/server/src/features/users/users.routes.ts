import { usersApi } from '@gatehouse/contracts';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import type { RouteShared } from '../../http/route-shared';
import type { AccountService } from './accounts.service';
import type { ProfileService } from './profile.service';

/** Sign-up, activation, passwords, and the current user (spec 000 §7.3). */
export function usersRoutes(
  { accounts, profile }: { accounts: AccountService; profile: ProfileService },
  { config, refreshCookie }: Pick<RouteShared, 'config' | 'refreshCookie'>,
): RouteDef[] {
  return [
    route(
      usersApi.signUp,
      async ({ body, ctx, c }) => {
        const result = await accounts.signUp(body, ctx);
        if (result.issued?.refreshToken) refreshCookie.set(c, result.issued.refreshToken);
        return {
          shouldActivate: result.shouldActivate,
          userId: result.userId,
          tenantId: result.tenantId,
          ...(result.issued ? { authResponse: result.issued.response } : {}),
        };
      },
      CREDENTIAL_LIMIT,
    ),
    route(usersApi.activationStrategy, ({ query }) => accounts.activationStrategy(query.userId, query.token), CREDENTIAL_LIMIT),
    route(
      usersApi.activate,
      async ({ body, ctx, c }) => {
        const issued = await accounts.activate(body, ctx);
        // No refresh token when the tenant's policy asks for a second factor first.
        if (issued.refreshToken) refreshCookie.set(c, issued.refreshToken);
        return issued.response;
      },
      CREDENTIAL_LIMIT,
    ),
    route(
      usersApi.resendActivation,
      async ({ body, ctx }) => {
        await accounts.resendActivation(body.email, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(
      usersApi.forgotPassword,
      async ({ body, ctx }) => {
        await accounts.forgotPassword(body.email, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(
      usersApi.resetPassword,
      async ({ body, ctx }) => {
        await accounts.resetPassword(body, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(
      usersApi.changePassword,
      async ({ body, auth, ctx }) => {
        await accounts.changePassword(auth, body.password, body.newPassword, ctx);
        return {};
      },
      CREDENTIAL_LIMIT,
    ),
    route(usersApi.passwordConfig, () => ({
      allowPassphrases: true,
      maxLength: config.passwordMaxLength,
      minLength: config.passwordMinLength,
      minPhraseLength: config.passwordMinLength,
      minOptionalTestsToPass: 0,
      requiredTests: { checkThreeRepeatedChars: false },
      optionalTests: { requireLowercase: false, requireUppercase: false, requireNumbers: false, requireSpecialChars: false },
    })),
    // Sent as text: most of it is JSON kept per role set (see profile.meJson).
    route(usersApi.getMe, async ({ auth, c }) => c.body(await profile.meJson(auth), 200, { 'content-type': 'application/json' })),
    route(usersApi.updateMe, ({ auth, body, ctx }) => profile.updateMe(auth, body, ctx)),
    route(usersApi.getMeTenantsV1, ({ auth }) => profile.tenants(auth)),
    route(usersApi.getMeTenants, ({ auth }) => profile.tenants(auth)),
    route(usersApi.getMeTenantsV2, async ({ auth }) => (await profile.tenants(auth)).tenants),
    route(usersApi.switchTenant, async ({ auth, body, ctx }) => {
      await profile.switchTenant(auth, body.tenantId, ctx);
      return {};
    }),
    route(usersApi.getMeAuthorization, ({ auth }) => profile.authorization(auth)),
  ] as RouteDef[];
}
