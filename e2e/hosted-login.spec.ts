import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import * as oidc from 'openid-client';
import { URI, type TOTP } from 'otpauth';
import { expect, test } from './capture';
import { activationLink, PASSWORD, waitForServer } from './journey-steps';
import { SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Hosted login (docs/hosted-login.md): `openid-client` is the relying party of an application the
// vendor registered; the browser signs in through the login box the Gatehouse server hosts.

/** A tiny relying-party web server: it records every request that reaches it. */
async function startRelyingParty(): Promise<{ origin: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`relying party: ${req.url?.split('?')[0]}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Registers a confidential application through the vendor route, with the e2e server's vendor credential. */
async function registerApplication(request: APIRequestContext, origin: string) {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  const { token } = (await exchanged.json()) as { token: string };
  const res = await request.post(`${SERVER_URL}/oauth/resources/clients/v1`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Relying party',
      type: 'confidential',
      redirectUris: [`${origin}/callback`],
      postLogoutRedirectUris: [`${origin}/signed-out`],
    },
  });
  expect(res.status(), 'client registration').toBe(201);
  return (await res.json()) as { clientId: string; clientSecret: string };
}

/** An activated account made through the API, so the browser starts with no session at all. */
async function activatedUser(request: APIRequestContext) {
  const email = `grace-${Date.now()}@example.com`;
  const signUp = await request.post(`${SERVER_URL}/identity/resources/users/v1/signUp`, {
    data: { email, password: PASSWORD, name: 'Grace Hopper', companyName: 'Compilers Inc' },
  });
  expect(signUp.status()).toBe(200);
  const { userId } = (await signUp.json()) as { userId: string };
  const token = new URL(await activationLink(request, email)).searchParams.get('token')!;
  const activate = await request.post(`${SERVER_URL}/identity/resources/users/v1/activate`, { data: { userId, token } });
  expect(activate.status()).toBe(200);
  const { accessToken } = (await activate.json()) as { accessToken: string };
  return { email, userId, accessToken };
}

/** The relying party of one test: a registered application, discovered by openid-client, and its authorization URLs. */
async function relyingParty(request: APIRequestContext, origin: string) {
  const app = await registerApplication(request, origin);
  // Discovery over plain http: this server runs on localhost for the test only.
  const config = await oidc.discovery(new URL(SERVER_URL), app.clientId, app.clientSecret, oidc.ClientSecretBasic(app.clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  const redirectUri = `${origin}/callback`;
  const start = async () => {
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, verifier, state, nonce };
  };
  return { app, config, redirectUri, start };
}

test('hosted login: openid-client signs a user in through the hosted login box with the code flow and PKCE, refreshes, reads userinfo and logs out; bad requests get the RFC errors', async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const rp = await startRelyingParty();
  try {
    const { app, config, redirectUri, start } = await relyingParty(request, rp.origin);
    const user = await activatedUser(request);
    expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);

    // The browser opens the authorization URL and lands in the hosted login box.
    const first = await start();
    await page.goto(first.url.href);
    await expect(page).toHaveURL(new RegExp(`^${SERVER_URL}/oauth/login\\?`));
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(redirectUri), { timeout: 15_000 });
    await expect(page.locator('body')).toHaveText('relying party: /callback');
    const callback = new URL(page.url());
    expect(callback.searchParams.get('code')).toBeTruthy();

    // Code exchange; openid-client validates the ID token (iss, aud, nonce, exp) and the state.
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: first.verifier,
      expectedState: first.state,
      expectedNonce: first.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ sub: user.userId, aud: app.clientId, email: user.email, nonce: first.nonce });
    expect(typeof claims.auth_time).toBe('number');
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info).toMatchObject({ sub: user.userId, email: user.email, email_verified: true });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.claims()!.sub).toBe(user.userId);

    // A reused code: invalid_grant.
    const reused = await oidc
      .authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: first.verifier,
        expectedState: first.state,
        expectedNonce: first.nonce,
      })
      .catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(oidc.ResponseBodyError);
    expect((reused as oidc.ResponseBodyError).error).toBe('invalid_grant');

    // Signed in already: a second authorization comes straight back with a code. Without the verifier: refused.
    const second = await start();
    await page.goto(second.url.href);
    await page.waitForURL((url) => url.href.startsWith(redirectUri));
    const noVerifier = await oidc
      .authorizationCodeGrant(config, new URL(page.url()), { expectedState: second.state, expectedNonce: second.nonce })
      .catch((e: unknown) => e);
    expect(noVerifier).toBeInstanceOf(oidc.ResponseBodyError);
    expect(['invalid_request', 'invalid_grant']).toContain((noVerifier as oidc.ResponseBodyError).error);

    // A redirect URI that is not registered: no redirect happens, the server shows the error.
    const wrong = await start();
    wrong.url.searchParams.set('redirect_uri', `${rp.origin}/elsewhere`);
    await page.goto(wrong.url.href);
    await expect(page).toHaveURL(`${SERVER_URL}/oauth/error?error=invalid_redirect_uri`);
    await expect(page.getByRole('alert')).toContainText('not registered');
    // Only the unregistered path is checked: Chromium may still fetch the relying party's favicon meanwhile.
    expect(rp.hits.filter((hit) => hit.startsWith('/elsewhere'))).toEqual([]);

    // Logout ends the session and returns to the registered post-logout URI; the tokens stop working.
    await page.goto(
      oidc.buildEndSessionUrl(config, {
        id_token_hint: refreshed.id_token!,
        post_logout_redirect_uri: `${rp.origin}/signed-out`,
        state: 'bye',
      }).href,
    );
    await page.waitForURL(`${rp.origin}/signed-out?state=bye`);
    const afterLogout = await oidc.refreshTokenGrant(config, refreshed.refresh_token!).catch((e: unknown) => e);
    expect((afterLogout as oidc.ResponseBodyError).error).toBe('invalid_grant');
    // The ID token the logout URL carried (id_token_hint) is dead too: its session is gone.
    const me = await request.get(`${SERVER_URL}/identity/resources/users/v2/me`, {
      headers: { authorization: `Bearer ${refreshed.id_token}` },
    });
    expect(me.status()).toBe(401);
    // And the next authorization asks for the password again.
    await page.goto((await start()).url.href);
    await expect(page).toHaveURL(new RegExp(`^${SERVER_URL}/oauth/login\\?`));
    await expect(page.getByLabel('Email')).toBeVisible();
  } finally {
    await rp.close();
  }
});

test('hosted login with MFA: the hosted box asks for the authenticator code, and the ID token says so (amr, acr)', async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const rp = await startRelyingParty();
  try {
    const { config, redirectUri, start } = await relyingParty(request, rp.origin);
    const user = await activatedUser(request);
    // Enrol an authenticator app through the API; the test is the app (otpauth computes the codes).
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const enrolment = await request.post(`${SERVER_URL}/identity/resources/users/v1/mfa/authenticator/enroll`, { headers, data: {} });
    const totp = URI.parse(((await enrolment.json()) as { otpauthUri: string }).otpauthUri) as TOTP;
    const verified = await request.post(`${SERVER_URL}/identity/resources/users/v1/mfa/authenticator/enroll/verify`, {
      headers,
      data: { token: totp.generate() },
    });
    expect(verified.status()).toBe(200);

    const flow = await start();
    await page.goto(flow.url.href);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    // Enrolment spent the current step: the next one (inside the ±1 window) is fresh.
    await page.getByLabel('Code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.href.startsWith(redirectUri), { timeout: 15_000 });

    const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      sub: user.userId,
      amr: ['pwd', 'mfa', 'otp'],
      acr: 'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
    });
  } finally {
    await rp.close();
  }
});
