import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Deps } from '../../src/deps';
import type { VendorCall } from '../../src/features/entitlements/vendor-call';
import { createVendorCredential } from '../../src/features/vendor-auth/vendor-credentials.store';
import { systemContext } from '../../src/kernel/request-context';
import type { MatrixCaller } from './matrix-callers';
import { storeApiToken } from './matrix-api-tokens';
import { groupsRolesExamples } from './matrix-groups-roles';
import { mfaFactorExamples } from './matrix-mfa-factors';
import { phoneExamples } from './matrix-phones';
import { ssoExamples } from './matrix-sso';
import { socialLoginExamples } from './matrix-social-login';
import { teamExamples } from './matrix-team';
import { outboxLink } from './outbox-link';

/** A valid input for one case. */
export interface MatrixExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * The route answers an id of another tenant by ignoring it rather than refusing (the answer
   * must then still carry nothing of that tenant).
   */
  ignoresForeignIds?: boolean;
}

/** What an example may use: the app (to make link tokens the way users get them), the caller, its tenant. */
export interface ExampleContext {
  app: Hono;
  deps: Deps;
  caller: MatrixCaller;
  unique(): string;
}

const PASSWORD = 'correct horse battery staple';
const JSON_HEADERS = { 'content-type': 'application/json', origin: 'http://localhost:5173' };

/** A new account waiting for activation (its own tenant), with the emailed activation link. */
async function pendingUser(ctx: ExampleContext) {
  const email = `pending.${ctx.unique()}@example.com`;
  const res = await ctx.app.request('/identity/resources/users/v1/signUp', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, companyName: `Pending ${ctx.unique()}` }),
  });
  if (res.status !== 200) throw new Error(`pending sign-up failed: ${res.status} ${await res.text()}`);
  return { email, ...(await outboxLink(ctx.deps, email, 'activation')) };
}

/** A reset link for a throwaway account (a reset ends every session of its user, so never a caller's). */
async function resetLink(ctx: ExampleContext) {
  const { email } = await pendingUser(ctx);
  const res = await ctx.app.request('/identity/resources/users/v1/passwords/reset', {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`reset request failed: ${res.status} ${await res.text()}`);
  return outboxLink(ctx.deps, email, 'password_reset');
}

/** Fixture writes of the vendor's catalogue, made as a vendor call would make them. */
const FIXTURE: VendorCall = {
  vendor: { credentialId: 'matrix-fixture', vendorId: 'default' },
  ctx: { ...systemContext({ actorId: 'matrix-fixture', userAgent: 'gatehouse-matrix', requestId: 'matrix-fixture' }), source: 'vendor' },
};
const newFeature = (ctx: ExampleContext) =>
  ctx.deps.entitlements.features.create(FIXTURE, { key: `gate-${ctx.unique()}`, name: 'Gate feature' });
const newPlan = (ctx: ExampleContext) => ctx.deps.entitlements.plans.create(FIXTURE, { key: `gate-${ctx.unique()}`, name: 'Gate plan' });
const newFlag = (ctx: ExampleContext) =>
  ctx.deps.entitlements.flags.create(FIXTURE, { name: `gate-${ctx.unique()}`, on: true, offTreatment: 'false', defaultTreatment: 'true' });
/** A grant of a new plan to the caller's own tenant. */
const newGrant = async (ctx: ExampleContext) =>
  ctx.deps.entitlements.grants.create(FIXTURE, { planId: (await newPlan(ctx)).id, tenantId: ctx.caller.home.id });

/** A token of the caller's tenant: personal ones belong to the caller (or, for callers without a user, the tenant's admin). */
const newApiToken = (ctx: ExampleContext, owner: 'user' | 'tenant', kind: 'ClientCredentials' | 'AccessToken') =>
  storeApiToken(ctx.deps, { tenantId: ctx.caller.home.id, owner, kind, userId: (ctx.caller.user ?? ctx.caller.home.admin).id });

/** Unique enough for emails and names in one run. */
export const uniqueText = () => randomBytes(5).toString('hex');

/**
 * Valid inputs the schema alone cannot produce (credentials, emailed link tokens), keyed by
 * endpoint id. Every other route's input is generated from its contract schema.
 */
export const matrixExamples: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>> = {
  ...groupsRolesExamples,
  ...teamExamples,
  ...mfaFactorExamples,
  ...phoneExamples,
  ...ssoExamples,
  ...socialLoginExamples,
  login: ({ caller }) => ({ body: { email: caller.home.spare.email, password: caller.home.spare.password } }),
  activationStrategy: async (ctx) => {
    const { userId, token } = await pendingUser(ctx);
    return { query: { userId, token } };
  },
  activate: async (ctx) => {
    const { userId, token } = await pendingUser(ctx);
    return { body: { userId, token, password: PASSWORD } };
  },
  resetPassword: async (ctx) => ({ body: { ...(await resetLink(ctx)), password: PASSWORD } }),
  // The same password again: a valid change that leaves the caller's password known to later cases.
  changePassword: ({ caller }) => ({
    body: { password: caller.user?.password ?? PASSWORD, newPassword: caller.user?.password ?? PASSWORD },
  }),
  // A device id of no one (the caller's own device would be removed by a valid code): answered 404;
  // another user's device is refused the same way (features/mfa/mfa.test.ts).
  disableAuthenticator: ({ unique }) => ({ params: { deviceId: `device-${unique()}` }, body: { token: '123456' } }),
  // A sign-in code for a device id of no one: public, answered for the (unknown) MFA token, never a session.
  mfaVerifyAuthenticatorDevice: ({ unique }) => ({
    params: { deviceId: `device-${unique()}` },
    body: { mfaToken: `mfa-${unique()}`, value: '123456' },
  }),
  // Passwordless (decision 0018): an address of no one gets the usual answer; a made-up flow handle is refused with 400.
  passwordlessPrelogin: ({ unique }) => ({
    params: { type: 'code' },
    body: { email: `passwordless.${unique()}@example.com`, username: '' },
  }),
  passwordlessPostlogin: ({ unique }) => ({ params: { type: 'Code' }, body: { token: '123456', otcToken: `flow-${unique()}` } }),
  // A passkey id of no one: answered 404, as another user's passkey is (features/webauthn/webauthn.test.ts).
  deleteWebauthnDevice: ({ unique }) => ({ params: { deviceId: `passkey-${unique()}` } }),
  // A session id of no one: answered 404, as another user's session is (features/sessions/my-sessions.test.ts).
  revokeMySession: ({ unique }) => ({ params: { id: `session-${unique()}` } }),
  // A refresh moves the session only into a tenant of the user; any other tenantId is refused (403, decision 0021).
  refreshToken: ({ caller }) => ({ body: { tenantId: caller.home.id } }),
  // A stored credential and its secret, as `vendor-credentials create` prints them.
  vendorToken: async (ctx) => ({ body: await createVendorCredential(ctx.deps.db.kysely, ctx.deps.clock, 'matrix') }),
  // The vendor's catalogue: new keys for creates, and a row of its own for every by-id route.
  createFeature: (ctx) => ({ body: { key: `gate-${ctx.unique()}`, name: 'Gate feature' } }),
  getFeature: async (ctx) => ({ params: { featureId: (await newFeature(ctx)).id } }),
  updateFeature: async (ctx) => ({ params: { featureId: (await newFeature(ctx)).id }, body: { name: 'Gate feature, renamed' } }),
  deleteFeature: async (ctx) => ({ params: { featureId: (await newFeature(ctx)).id } }),
  createPlan: (ctx) => ({ body: { key: `gate-${ctx.unique()}`, name: 'Gate plan' } }),
  getPlan: async (ctx) => ({ params: { planId: (await newPlan(ctx)).id } }),
  updatePlan: async (ctx) => ({ params: { planId: (await newPlan(ctx)).id }, body: { defaultTreatment: 'false' } }),
  deletePlan: async (ctx) => ({ params: { planId: (await newPlan(ctx)).id } }),
  createFeatureFlag: (ctx) => ({ body: { name: `gate-${ctx.unique()}`, on: false, offTreatment: 'false', defaultTreatment: 'true' } }),
  getFeatureFlag: async (ctx) => ({ params: { flagId: (await newFlag(ctx)).id } }),
  updateFeatureFlag: async (ctx) => ({ params: { flagId: (await newFlag(ctx)).id }, body: { on: false } }),
  deleteFeatureFlag: async (ctx) => ({ params: { flagId: (await newFlag(ctx)).id } }),
  createGrant: async (ctx) => ({ body: { planId: (await newPlan(ctx)).id, tenantId: ctx.caller.home.id } }),
  getGrant: async (ctx) => ({ params: { grantId: (await newGrant(ctx)).id } }),
  updateGrant: async (ctx) => ({ params: { grantId: (await newGrant(ctx)).id }, body: { expireTime: -1 } }),
  deleteGrant: async (ctx) => ({ params: { grantId: (await newGrant(ctx)).id } }),
  createOAuthClient: () => ({ body: { name: 'Gate app', type: 'public', redirectUris: ['https://app.example.com/cb'] } }),
  // An OAuth application of its own for each case (revoking one ends only the sessions issued to it).
  revokeOAuthClient: async (ctx) => ({
    params: {
      clientId: (
        await ctx.deps.oauth.clients.create(systemContext({ actorId: 'matrix', userAgent: 'gatehouse-matrix' }), {
          name: 'Gate app',
          type: 'public',
          redirectUris: ['https://app.example.com/cb'],
        })
      ).clientId,
    },
  }),
  // API tokens: a token of the caller's own tenant (personal ones of the caller), so a permitted delete removes a real one.
  deleteUserApiToken: async (ctx) => ({ params: { tokenId: (await newApiToken(ctx, 'user', 'ClientCredentials')).id } }),
  deleteTenantApiToken: async (ctx) => ({ params: { tokenId: (await newApiToken(ctx, 'tenant', 'ClientCredentials')).id } }),
  deleteUserAccessToken: async (ctx) => ({ params: { id: (await newApiToken(ctx, 'user', 'AccessToken')).id } }),
  deleteTenantAccessToken: async (ctx) => ({ params: { id: (await newApiToken(ctx, 'tenant', 'AccessToken')).id } }),
  userAccessTokenAuthorization: async (ctx) => ({ params: { id: (await newApiToken(ctx, 'user', 'AccessToken')).id } }),
  tenantAccessTokenAuthorization: async (ctx) => ({ params: { id: (await newApiToken(ctx, 'tenant', 'AccessToken')).id } }),
  exchangeApiToken: async (ctx) => {
    const { id: clientId, secret } = await newApiToken(ctx, 'tenant', 'ClientCredentials');
    return { body: { clientId, secret } };
  },
};
