import { createHash } from 'node:crypto';
import { storageKeys } from '@gatehouse/contracts';
import { describe, expect, it } from 'vitest';
import { createTestClient, TEST_BASE_URL } from '../test-utils/create-test-client';
import { fakeToken } from '../test-utils/fixtures';

const TOKEN = '/oauth/token';
const SILENT = '/oauth/authorize/silent';
const hostedLogin = { clientId: 'app-1', postLogoutRedirectUri: 'https://app.example.com/bye' };

/** A token response whose ID token carries `claims`. */
const tokens = (claims: Record<string, unknown> = {}, refresh = 'refresh-1') => ({
  body: {
    access_token: 'access',
    token_type: 'Bearer',
    expires_in: 600,
    refresh_token: refresh,
    id_token: fakeToken({ sub: 'user-1', tenantId: 'tenant-1', exp: 4_000_000_000, ...claims }),
    scope: 'openid email profile',
  },
});

/** Starts a sign-in and comes back to the callback with `code`, as the server would send the browser. */
async function signInRedirect(setup = createTestClient({ hostedLogin, url: 'https://app.example.com/' })) {
  await setup.client.hosted!.loginWithRedirect();
  const authorize = new URL(setup.location.assigned[0]!);
  setup.location.set(`https://app.example.com/oauth/callback?code=code-1&state=${authorize.searchParams.get('state')}`);
  return { ...setup, authorize };
}

describe('hosted login (spec 000 §4.7, wire-compat §2.14)', () => {
  it('sends the browser to the server authorize URL with PKCE S256, state and nonce, keeping the verifier in storage', async () => {
    const { authorize, storage } = await signInRedirect();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(new URL('/oauth/authorize', TEST_BASE_URL).href);
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'app-1',
      scope: 'openid email profile',
      redirect_uri: 'https://app.example.com/oauth/callback',
      code_challenge_method: 'S256',
    });
    const verifier = storage.getItem(storageKeys.hostedLoginVerifier)!;
    expect(verifier).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(q.code_challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(q.state).toBe(storage.getItem(storageKeys.oauthState));
    expect(q.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(q.nonce).toBe(storage.getItem(storageKeys.oauthNonce));
  });

  it('on /oauth/callback exchanges the code with the stored verifier, signs in with the ID token as bearer, and forgets the PKCE values', async () => {
    const { client, fake, storage, location } = await signInRedirect();
    const nonce = storage.getItem(storageKeys.oauthNonce);
    const verifier = storage.getItem(storageKeys.hostedLoginVerifier);
    fake.on('POST', TOKEN, tokens({ nonce }));
    await client.init();
    const [exchange] = fake.calls(TOKEN);
    expect(exchange!.headers['Content-Type'] ?? exchange!.headers['content-type']).toMatch(/json/);
    expect(exchange!.body).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: 'https://app.example.com/oauth/callback',
      code_verifier: verifier,
      client_id: 'app-1',
    });
    const state = client.session.getState();
    expect(state.status).toBe('authenticated');
    expect(client.getAccessToken()).toBe(tokens({ nonce }).body.id_token);
    expect(state.user?.refreshToken).toBe('refresh-1');
    for (const key of [storageKeys.hostedLoginVerifier, storageKeys.oauthState, storageKeys.oauthNonce])
      expect(storage.getItem(key)).toBeNull();
    expect(location.assigned.at(-1)).toBe('/');
    client.dispose();
  });

  it('refuses a callback whose state differs (no token call) or whose ID token carries another nonce', async () => {
    const forged = await signInRedirect();
    forged.location.set('https://app.example.com/oauth/callback?code=code-1&state=forged');
    await forged.client.init();
    expect(forged.fake.calls(TOKEN)).toHaveLength(0);
    expect(forged.client.session.getState()).toMatchObject({ status: 'unauthenticated' });
    expect(forged.client.session.getState().error).toMatch(/does not match/);

    const replayed = await signInRedirect();
    replayed.fake.on('POST', TOKEN, tokens({ nonce: 'someone-elses' }));
    await replayed.client.init();
    expect(replayed.client.session.getState().status).toBe('unauthenticated');
    expect(replayed.client.getAccessToken()).toBeUndefined();
  });

  it('shows the error the server sent back to the callback', async () => {
    const { client, authorize, location, fake } = await signInRedirect();
    location.set(
      `https://app.example.com/oauth/callback?error=access_denied&error_description=Denied&state=${authorize.searchParams.get('state')}`,
    );
    await client.init();
    expect(fake.calls(TOKEN)).toHaveLength(0);
    expect(client.session.getState().error).toBe('Denied');
  });

  it('renews with the refresh_token grant while it holds a refresh token (rotating it), else with silent authorize on the cookie', async () => {
    const { client, fake, storage } = await signInRedirect();
    fake.on('POST', TOKEN, tokens({ nonce: storage.getItem(storageKeys.oauthNonce) }), tokens({}, 'refresh-2'));
    await client.init();
    expect(await client.refresh()).toBe(true);
    expect(fake.calls(TOKEN)[1]!.body).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1', client_id: 'app-1' });
    expect(client.session.getState().user?.refreshToken).toBe('refresh-2');
    client.dispose();

    const fresh = createTestClient({ hostedLogin, url: 'https://app.example.com/' });
    fresh.fake.on('POST', SILENT, tokens(), {
      status: 401,
      body: {
        error: 'login_required',
        error_description: 'The user is not signed in',
        errors: ['The user is not signed in'],
        errorCode: 'oauth.login_required',
      },
    });
    await fresh.client.init();
    const [silent] = fresh.fake.calls(SILENT);
    expect(silent!.body).toEqual({ tenantId: null, client_id: 'app-1' });
    expect(silent!.credentials).toBe('include');
    expect(fresh.client.session.getState().status).toBe('authenticated');
    fresh.client.clearSession();
    expect(await fresh.client.refresh()).toBe(false);
    expect(fresh.client.session.getState()).toMatchObject({ status: 'unauthenticated', error: undefined });
  });

  it('logs out through the server: the local session ends and the browser goes to /oauth/logout', async () => {
    const { client, fake, storage, location } = await signInRedirect();
    fake.on('POST', TOKEN, tokens({ nonce: storage.getItem(storageKeys.oauthNonce) }));
    await client.init();
    await client.logout();
    expect(client.session.getState().status).toBe('unauthenticated');
    const out = new URL(location.assigned.at(-1)!);
    expect(`${out.origin}${out.pathname}`).toBe(new URL('/oauth/logout', TEST_BASE_URL).href);
    expect(Object.fromEntries(out.searchParams)).toEqual({ client_id: 'app-1', post_logout_redirect_uri: 'https://app.example.com/bye' });
    expect(fake.calls('/identity/resources/auth/v1/logout')).toHaveLength(0);
  });
});
