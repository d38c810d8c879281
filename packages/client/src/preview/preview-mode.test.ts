import { PREVIEW_CODE, PREVIEW_LINK_TOKEN, PREVIEW_PASSWORD, PREVIEW_TOKEN_LIFETIME_SECONDS, previewUsers } from '@gatehouse/fixtures';
import { decodeToken } from '@gatehouse/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewOptions } from './preview-options';
import { createGatehouseClient } from '../create-gatehouse-client';
import { createMemoryStorage } from '../environment';
import { createLoginFlow } from '../flows/login-flow';
import type { GatehouseClient } from '../gatehouse-client';
import { createFakeLocation } from '../test-utils/create-fake-location';
import { ApiError } from '../transport/api-error';

afterEach(() => {
  vi.useRealTimers();
});

/** A real client in preview mode, with no server and no fetch of its own. */
function previewClient(preview: boolean | PreviewOptions = { delayMs: 0 }): GatehouseClient {
  return createGatehouseClient({
    preview,
    location: createFakeLocation('https://app.example.com/account/login'),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
}

async function signedIn(email: string = previewUsers.admin.email): Promise<GatehouseClient> {
  const client = previewClient();
  await client.completeLogin(await client.api.login({ body: { email, password: PREVIEW_PASSWORD } }));
  return client;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('preview mode through the client', () => {
  it('starts signed out, then signs in with the preview password through the login flow and reaches a session', async () => {
    const client = previewClient();
    await client.init();
    expect(client.session.getState().status).toBe('unauthenticated');
    expect(client.config.getState()).toMatchObject({ status: 'ready', vendorName: 'Gatehouse preview', allowSignups: true });
    expect(client.isFeatureFlagOn('groups')).toBe(true);

    const flow = createLoginFlow(client);
    await flow.preLogin(previewUsers.admin.email);
    await flow.login({ password: PREVIEW_PASSWORD });

    const { status, user, activeTenant, tenants } = client.session.getState();
    expect(status).toBe('authenticated');
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', expiresIn: PREVIEW_TOKEN_LIFETIME_SECONDS });
    expect(activeTenant?.name).toBe('Acme Corp');
    expect(tenants.map((t) => t.name)).toEqual(['Acme Corp', 'Acme Labs']);
    const claims = decodeToken<{ sub: string; roles: string[]; exp: number; iat: number }>(client.getAccessToken()!);
    expect(claims.sub).toBe(previewUsers.admin.id);
    // Admin directly, ReadOnly through the Engineering group.
    expect(claims.roles).toEqual(['Admin', 'ReadOnly']);
    expect(claims.exp - claims.iat).toBe(86_400);
  });

  it('refuses any other password with the server error a login screen shows', async () => {
    const client = previewClient();
    const flow = createLoginFlow(client);
    await flow.preLogin(previewUsers.admin.email);
    await flow.login({ password: 'not the password' });
    expect(flow.getState()).toMatchObject({ step: 'loginWithPassword', error: 'Incorrect email or password' });
    expect(client.session.getState().status).not.toBe('authenticated');
  });

  it('asks the MFA user for a code after the password and accepts the preview code', async () => {
    const client = previewClient();
    const answer = await client.api.login({ body: { email: previewUsers.mfa.email, password: PREVIEW_PASSWORD } });
    expect(answer).toMatchObject({ mfaRequired: true, mfaDevices: { authenticators: [{ id: expect.any(String) }] } });
    expect((await failure(client.api.mfaVerify({ body: { mfaToken: answer.mfaToken!, value: '000000' } }))).message).toBe(
      'Invalid code, please try again',
    );
    const session = await client.api.mfaVerify({ body: { mfaToken: answer.mfaToken!, value: PREVIEW_CODE } });
    expect(decodeToken<{ amr: string[] }>(session.accessToken!).amr).toEqual(['pwd', 'otp', 'mfa']);
  });

  it('lets an invited user in only once the emailed link has set a password', async () => {
    const client = previewClient();
    const invitee = { email: previewUsers.invited.email, password: 'katherine-new-password' };
    expect((await failure(client.api.login({ body: invitee }))).errorCode).toBe('auth.invalid_credentials');
    const wrongLink = client.api.activate({ body: { userId: previewUsers.invited.id, token: 'guessed', password: invitee.password } });
    expect((await failure(wrongLink)).message).toBe('The activation link is invalid or has expired');
    await client.api.activate({ body: { userId: previewUsers.invited.id, token: PREVIEW_LINK_TOKEN, password: invitee.password } });
    expect(await client.api.login({ body: invitee })).toMatchObject({ mfaRequired: false, userEmail: invitee.email });
  });

  it('invites a user who then appears in the users list, pending', async () => {
    const client = await signedIn();
    const invited = await client.api.inviteUser({ body: { email: 'new.hire@example.com', name: 'New Hire' } });
    expect(invited).toMatchObject({ email: 'new.hire@example.com', invitationPending: true, roles: [{ key: 'ReadOnly' }] });
    const page = await client.api.listUsersV3({ query: { _email: 'new.hire', _limit: 20, _offset: 0 } });
    expect(page.items.map((u) => [u.email, u.invitationPending])).toEqual([['new.hire@example.com', true]]);
    expect((await failure(client.api.inviteUser({ body: { email: previewUsers.support.email } }))).status).toBe(409);
  });

  it('pages and sorts the users list on the server side', async () => {
    const client = await signedIn();
    const first = await client.api.listUsersV3({ query: { _limit: 10, _offset: 0, _sortBy: 'email', _order: 'ASC' } });
    const second = await client.api.listUsersV3({ query: { _limit: 10, _offset: 1, _sortBy: 'email', _order: 'ASC' } });
    expect(first._metadata).toEqual({ totalItems: 28, totalPages: 3 });
    const emails = [...first.items, ...second.items].map((u) => u.email);
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
    expect(new Set(emails).size).toBe(20);
  });

  it('creates a group, which then holds the users and roles given to it', async () => {
    const client = await signedIn();
    const group = await client.api.createGroup({ body: { name: 'Design', color: '#AA00FF' } });
    await client.api.addUsersToGroup({ params: { groupId: group.id }, body: { userIds: [previewUsers.support.id] } });
    await client.api.addRolesToGroup({ params: { groupId: group.id }, body: { roleIds: ['role-read-only'] } });
    const { groups } = await client.api.listGroups({ query: { _groupsRelations: 'rolesAndUsers' } });
    const design = groups.find((g) => g.name === 'Design');
    expect(design?.users?.map((u) => u.email)).toEqual([previewUsers.support.email]);
    expect(design?.roles?.map((r) => r.key)).toEqual(['ReadOnly']);
    expect((await failure(client.api.createGroup({ body: { name: 'design' } }))).errorCode).toBe('group.name_taken');
  });

  it('answers a new API token with its secret once: the list never carries it', async () => {
    const client = await signedIn();
    const created = await client.api.createTenantApiToken({ body: { description: 'Deploy bot', roleIds: ['role-read-only'] } });
    expect(created.secret).toMatch(/^gh_cs_[A-Za-z0-9]{40}$/);
    const listed = await client.api.listTenantApiTokens();
    expect(listed[0]).toMatchObject({ clientId: created.clientId, description: 'Deploy bot' });
    expect(listed.every((t) => !('secret' in t))).toBe(true);
    const personal = await client.api.createUserAccessToken({ body: { description: 'Laptop', expiresInMinutes: 1440 } });
    expect(personal.secret).toHaveLength(48);
    expect((await client.api.listUserAccessTokens()).accessTokens[0]).not.toHaveProperty('secret');
  });

  it('answers a malformed body with a 400 in the spec §8 format, as the server does', async () => {
    const client = previewClient();
    const error = await failure(client.api.login({ body: { email: 'not an email', password: '' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('request.invalid');
    expect(error.errors).toEqual(['email: Please enter a valid email address', 'password: Password is required']);
  });

  it('refuses signed-in calls without the session token, and writes without the permission', async () => {
    const anonymous = previewClient();
    expect((await failure(anonymous.api.listGroups({ query: {} }))).status).toBe(401);
    const readOnly = previewClient();
    const pending = await readOnly.api.login({ body: { email: previewUsers.support.email, password: PREVIEW_PASSWORD } });
    await readOnly.completeLogin(pending);
    expect((await failure(readOnly.api.createGroup({ body: { name: 'Not allowed' } }))).errorCode).toBe('auth.forbidden');
  });

  it('keeps the session in memory: refresh renews it, logout ends it', async () => {
    const client = await signedIn();
    expect(await client.refresh()).toBe(true);
    await client.logout();
    expect(client.session.getState().status).toBe('unauthenticated');
    expect(await client.refresh()).toBe(false);
  });

  it('switches tenant and answers the other account', async () => {
    const client = await signedIn();
    await client.switchTenant('tenant-acme-labs');
    expect(client.session.getState().activeTenant?.name).toBe('Acme Labs');
    expect((await client.api.getAccountSettings()).name).toBe('Acme Labs');
    expect((await client.api.listGroups({ query: {} })).groups).toEqual([]);
  });

  it('starts signed in when asked, so a portal shows without the login box', async () => {
    const client = previewClient({ delayMs: 0, signedIn: true });
    await client.init();
    expect(client.session.getState().user?.email).toBe(previewUsers.admin.email);
  });

  it('waits 500 ms before each answer unless told otherwise', async () => {
    vi.useFakeTimers();
    const client = previewClient(true);
    let answered = false;
    const call = client.api.flags().then((flags) => {
      answered = true;
      return flags;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(await call).toMatchObject({ groups: 'on', 'show-passkeys-new': 'on' });
  });

  it('needs no base URL in preview mode, and still does without it', () => {
    expect(() => previewClient()).not.toThrow();
    expect(() => createGatehouseClient({ preview: false } as never)).toThrow('baseUrl is required');
  });
});
