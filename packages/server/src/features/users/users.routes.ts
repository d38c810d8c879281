import { usersApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';

/** Sign-up, activation, passwords, and the current user (spec 000 §7.3). */
export function usersRoutes(deps: Deps): RouteDef[] {
  const { accounts, profile, refreshCookie } = deps;
  return [
    route(usersApi.signUp, async ({ body, client, requestId, c }) => {
      const result = await accounts.signUp(body, client, requestId);
      if (result.issued?.refreshToken) refreshCookie.set(c, result.issued.refreshToken);
      return {
        shouldActivate: result.shouldActivate,
        userId: result.userId,
        tenantId: result.tenantId,
        ...(result.issued ? { authResponse: result.issued.response } : {}),
      };
    }),
    route(usersApi.activationStrategy, ({ query, client }) => accounts.activationStrategy(query.userId, query.token, client)),
    route(usersApi.activate, async ({ body, client, requestId, c }) => {
      const issued = await accounts.activate(body, client, requestId);
      // No refresh token when the tenant's policy asks for a second factor first.
      if (issued.refreshToken) refreshCookie.set(c, issued.refreshToken);
      return issued.response;
    }),
    route(usersApi.resendActivation, async ({ body, client, requestId }) => {
      await accounts.resendActivation(body.email, client, requestId);
      return {};
    }),
    route(usersApi.forgotPassword, async ({ body, client, requestId }) => {
      await accounts.forgotPassword(body.email, client, requestId);
      return {};
    }),
    route(usersApi.resetPassword, async ({ body, client, requestId }) => {
      await accounts.resetPassword(body, client, requestId);
      return {};
    }),
    route(usersApi.changePassword, async ({ body, auth, client, requestId }) => {
      await accounts.changePassword(auth, body.password, body.newPassword, client, requestId);
      return {};
    }),
    route(usersApi.passwordConfig, () => ({
      allowPassphrases: true,
      maxLength: deps.config.passwordMaxLength,
      minLength: deps.config.passwordMinLength,
      minPhraseLength: deps.config.passwordMinLength,
      minOptionalTestsToPass: 0,
      requiredTests: { checkThreeRepeatedChars: false },
      optionalTests: { requireLowercase: false, requireUppercase: false, requireNumbers: false, requireSpecialChars: false },
    })),
    // Sent as text: most of it is JSON kept per role set (see profile.meJson).
    route(usersApi.getMe, async ({ auth, c }) => c.body(await profile.meJson(auth), 200, { 'content-type': 'application/json' })),
    route(usersApi.updateMe, ({ auth, body, client, requestId }) => profile.updateMe(auth, body, client, requestId)),
    route(usersApi.getMeTenantsV1, ({ auth }) => profile.tenants(auth)),
    route(usersApi.getMeTenants, ({ auth }) => profile.tenants(auth)),
    route(usersApi.getMeTenantsV2, async ({ auth }) => (await profile.tenants(auth)).tenants),
    route(usersApi.switchTenant, async ({ auth, body, client, requestId }) => {
      await profile.switchTenant(auth, body.tenantId, client, requestId);
      return {};
    }),
    route(usersApi.getMeAuthorization, ({ auth }) => profile.authorization(auth)),
  ] as RouteDef[];
}
