import type { APIRequestContext, Page } from '@playwright/test';
import { startGitHubServer, type GitHubAccount } from '../packages/server/test/peers/github-oauth-server';
import { startGoogleShapedProvider } from '../packages/server/test/peers/google-shaped-provider';
import { account, uniqueEmail } from './api-accounts';
import { expect, test } from './capture';
import { signOut, waitForServer } from './journey-steps';
import { DEMO_URL, SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Issue 17 must-show 2: social sign-in in Chromium through the login box's buttons, with a Google-shaped provider
// (oidc-provider) and a GitHub-shaped one (plain OAuth 2 with its emails API), reached at configurable endpoints:
// a new user signs up, signs in again as the same account, and an unverified address never reaches an account.

const PROVIDERS = '/identity/resources/sso/v1/vendor/providers';
const GOOGLE = { clientId: 'e2e-google', clientSecret: 'e2e-google-secret-0123456789abcdef' };
const GITHUB = { clientId: 'e2e-github', clientSecret: 'e2e-github-secret-0123456789abcdef' };

/** The vendor side: a provider configured (or removed) with the e2e vendor credential. */
async function vendorHeaders(request: APIRequestContext) {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  expect(exchanged.status()).toBe(200);
  return { authorization: `Bearer ${((await exchanged.json()) as { token: string }).token}` };
}

/** From the login box: the provider's button, and back signed in (or refused). */
async function continueWith(page: Page, provider: string) {
  await page.goto('/account/login');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
}

test('social sign-in: Google- and GitHub-shaped providers sign up, sign in again, and refuse an unverified address', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await waitForServer(request);
  const headers = await vendorHeaders(request);
  const redirectUrl = `${DEMO_URL}/account/social/success`;
  const google = await startGoogleShapedProvider({ ...GOOGLE, redirectUri: redirectUrl });
  const github = await startGitHubServer(GITHUB);
  const configure = async (type: string, client: typeof GOOGLE, baseUrl: string) => {
    const res = await request.put(`${SERVER_URL}${PROVIDERS}/${type}`, {
      headers,
      data: { clientId: client.clientId, secret: client.clientSecret, redirectUrl, active: true, baseUrl },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  try {
    await configure('google', GOOGLE, google.base);
    await configure('github', GITHUB, github.base);

    // Google: a new person signs up through the button, then comes back to the same account.
    const grace = uniqueEmail('grace-social');
    google.state.next = { sub: `google-${Date.now()}`, email: grace, email_verified: true, name: 'Grace Social' };
    await continueWith(page, 'Google');
    await expect(page.getByTestId('user-email')).toHaveText(grace, { timeout: 20_000 });
    await expect(page.getByTestId('user-name')).toHaveText(/Grace Social/);
    const tenant = await page.getByTestId('active-tenant-id').textContent();
    await signOut(page);
    await continueWith(page, 'Google');
    await expect(page.getByTestId('user-email')).toHaveText(grace, { timeout: 20_000 });
    await expect(page.getByTestId('active-tenant-id')).toHaveText(tenant!);
    await signOut(page);

    // GitHub: the primary verified address of the emails API makes the account.
    const linus = uniqueEmail('linus-social');
    const octo: GitHubAccount = {
      id: Date.now(),
      login: `octo-${Date.now()}`,
      name: 'Linus Octo',
      emails: [
        { email: uniqueEmail('old'), primary: false, verified: false },
        { email: linus, primary: true, verified: true },
      ],
    };
    github.state.next = octo;
    await continueWith(page, 'GitHub');
    await expect(page.getByTestId('user-email')).toHaveText(linus, { timeout: 20_000 });
    await signOut(page);

    // An account exists for this address; the provider has not verified it: no link, no sign-in.
    const owner = uniqueEmail('owner');
    await account(request, owner, 'Owner Co');
    github.state.next = { ...octo, id: octo.id + 1, login: `${octo.login}-2`, emails: [{ email: owner, primary: true, verified: false }] };
    await continueWith(page, 'GitHub');
    await expect(page.getByRole('alert')).toContainText('The provider has not verified this email address');
    // Then on to the authenticated URL, which asks for a sign-in again.
    await expect(page).toHaveURL(/\/account\/login/, { timeout: 10_000 });
  } finally {
    for (const type of ['google', 'github']) await request.delete(`${SERVER_URL}${PROVIDERS}/${type}`, { headers });
    await google.close();
    await github.close();
  }
});
