import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './capture';
import { activate, PASSWORD, signUp, waitForServer } from './journey-steps';
import { SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Issue 4, passkeys: Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) stands in
// for the platform authenticator, so the real browser runs both ceremonies against the real server.
// The passkey prompt after a password sign-in appears exactly when the five conditions of spec 000
// §4.1 step 8 hold; each "no prompt" case breaks one of them and keeps the other four.

const PROMPT = 'Sign in faster with a passkey';
const FLAG = 'show-passkeys-new';

/** A CTAP2 platform authenticator with resident keys and user verification, attached to the page's browser. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // A virtual authenticator answers a conditional (autofill) request at once, where a person would pick the
  // passkey from the email field's suggestions. To press the button instead, a test switches autofill off
  // for the tab, as a browser without conditional mediation has it.
  await page.addInitScript(() => {
    const available = PublicKeyCredential.isConditionalMediationAvailable?.bind(PublicKeyCredential);
    PublicKeyCredential.isConditionalMediationAvailable = async () =>
      sessionStorage.getItem('e2e-passkey-autofill') !== 'off' && (await available?.()) === true;
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    autofill: (on: boolean) => page.evaluate((value) => sessionStorage.setItem('e2e-passkey-autofill', value), on ? 'on' : 'off'),
  };
}

/** The vendor's switches this spec turns: the show-passkeys-new flag and the Passkeys strategy. */
async function vendorSwitches(request: APIRequestContext) {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  expect(exchanged.status(), 'vendor token exchange').toBe(200);
  const headers = { authorization: `Bearer ${((await exchanged.json()) as { token: string }).token}` };
  const FLAGS = `${SERVER_URL}/entitlements/resources/feature-flags/v1`;
  return {
    async flag(on: boolean) {
      const list = (await (await request.get(`${FLAGS}?limit=1000`, { headers })).json()) as { items: { id: string; name: string }[] };
      const existing = list.items.find((f) => f.name === FLAG);
      const res = existing
        ? await request.patch(`${FLAGS}/${existing.id}`, { headers, data: { on } })
        : await request.post(FLAGS, { headers, data: { name: FLAG, on, offTreatment: 'false', defaultTreatment: 'true' } });
      expect(res.ok(), `flag ${FLAG} ${on ? 'on' : 'off'}: ${res.status()}`).toBe(true);
    },
    async passkeysStrategy(isActive: boolean) {
      const res = await request.put(`${SERVER_URL}/identity/resources/configurations/v1/vendor/auth-policy`, {
        headers,
        data: { secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive }] },
      });
      expect(res.status(), 'auth policy update').toBe(200);
    },
  };
}

/** A new account, activated (signed in on the home page). */
async function newcomer(page: Page, request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await signUp(page, { name, email, company: 'Passkey Works' });
  await activate(page, request, email);
  return email;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
}

async function signInWithPassword(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A password sign-in that goes straight to the application: the prompt never shows. */
async function expectNoPrompt(page: Page, email: string) {
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
  await expect(page.getByRole('heading', { name: PROMPT })).toHaveCount(0);
}

test.describe('passkeys', () => {
  test.beforeEach(async ({ request }) => {
    await waitForServer(request);
    // Every case starts from the four server- and browser-side conditions holding.
    const vendor = await vendorSwitches(request);
    await vendor.flag(true);
    await vendor.passkeysStrategy(true);
  });

  // The journeys share one server: later ones must not meet a passkey prompt they did not ask for.
  test.afterAll(async ({ request }) => {
    await (await vendorSwitches(request)).flag(false);
  });

  test('after a password sign-in the prompt registers a passkey, which then signs in', async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const email = await newcomer(page, request, 'Grace Hopper');
    await signOut(page);
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');

    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: PROMPT })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');
    await expect(page.getByTestId('passkeys-card').getByText('Passkey', { exact: true })).toBeVisible();

    // The button: a modal passkey request.
    await authenticator.autofill(false);
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByTestId('user-email')).toHaveText(email);
    expect(await page.evaluate(() => localStorage.getItem('preferred-login-method'))).toBe('Passkeys');
    // The signature counter moved and the passkey shows as used.
    await expect(page.getByTestId('passkeys-card')).toContainText('last used');

    // Autofill (conditional mediation): the login form's request is answered with the passkey.
    await authenticator.autofill(true);
    const postlogin = page.waitForResponse((r) => r.url().endsWith('/webauthn/postlogin'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect((await postlogin).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByTestId('user-email')).toHaveText(email);

    // Removing it from the passkeys section is confirmed first; a cancel keeps it.
    const card = page.getByTestId('passkeys-card');
    const confirm = page.getByRole('alertdialog', { name: 'Remove the passkey Passkey?' });
    await card.getByRole('button', { name: 'Remove passkey Passkey' }).click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Passkey', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Remove passkey Passkey' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toContainText('You have no passkeys yet.');
  });

  test('no prompt when the show-passkeys-new flag is off', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    const email = await newcomer(page, request, 'Flag Off');
    await (await vendorSwitches(request)).flag(false);
    await signOut(page);
    await expectNoPrompt(page, email);
  });

  test('no prompt when the Passkeys strategy is inactive', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    const email = await newcomer(page, request, 'Strategy Off');
    const vendor = await vendorSwitches(request);
    await vendor.passkeysStrategy(false);
    try {
      await signOut(page);
      // With the strategy off the login form offers no passkey sign-in either.
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
      await expectNoPrompt(page, email);
    } finally {
      await vendor.passkeysStrategy(true);
    }
  });

  test('no prompt when the preferred login method is Passkeys', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    const email = await newcomer(page, request, 'Prefers Passkeys');
    await signOut(page);
    await page.evaluate(() => localStorage.setItem('preferred-login-method', 'Passkeys'));
    await expectNoPrompt(page, email);
  });

  test('no prompt after "don\'t show again"', async ({ page, request }) => {
    await addVirtualAuthenticator(page);
    const email = await newcomer(page, request, 'Dont Show');
    await signOut(page);
    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: PROMPT })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: "Don't show again" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('dont-show-again-prompt-passkeys'))).not.toBeNull();
    await signOut(page);
    await expectNoPrompt(page, email);
  });

  test('no prompt when the user already has a passkey', async ({ page, request }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const email = await newcomer(page, request, 'Has Passkey');
    // Registered from the passkeys section of the signed-in page, not through a passkey sign-in.
    await page.getByTestId('passkeys-card').getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByTestId('passkeys-card').getByRole('button', { name: /Remove passkey/ })).toHaveCount(1);
    expect(await authenticator.credentials()).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('preferred-login-method'))).toBeNull();
    await authenticator.autofill(false);
    await signOut(page);
    await expectNoPrompt(page, email);
  });
});
