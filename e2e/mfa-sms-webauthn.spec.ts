import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './capture';
import { activate, PASSWORD, signInWithPassword, signOut, signUp, waitForServer } from './journey-steps';
import { SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// SMS and security keys as second factors (decision 0024). The tenant's admin forces MFA, so the
// first sign-in after the password enrols a factor in the login box; the next one proves it. The
// dev SMS outbox stands in for the phone; Chromium's virtual authenticator (DevTools protocol,
// WebAuthn domain) stands in for a USB security key, so the real browser runs both ceremonies.

/** Switches SMS as a second factor on or off for the deployment (it is off by default, SECURITY.md §0). */
async function smsStrategy(request: APIRequestContext, isActive: boolean) {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  expect(exchanged.status(), 'vendor token exchange').toBe(200);
  const headers = { authorization: `Bearer ${((await exchanged.json()) as { token: string }).token}` };
  const res = await request.put(`${SERVER_URL}/identity/resources/configurations/v1/vendor/auth-policy`, {
    headers,
    data: { mfaStrategies: [{ strategy: 'SMS', isActive }] },
  });
  expect(res.status(), 'auth policy update').toBe(200);
}

/** A new account, activated, whose tenant forces MFA (set by the newcomer, its admin); ends signed out. */
async function forcedNewcomer(page: Page, request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  await signUp(page, { name, email, company: 'Second Factor Works' });
  await activate(page, request, email);
  const origin = new URL(page.url()).origin;
  const login = await request.post(`${SERVER_URL}/identity/resources/auth/v1/user`, {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const policy = await request.post(`${SERVER_URL}/identity/resources/configurations/v1/mfa-policy`, {
    data: { enforceMFAType: 'Force' },
    headers: { origin, authorization: `Bearer ${accessToken}` },
  });
  expect(policy.status()).toBe(200);
  await signOut(page);
  return email;
}

/** The code of a text that arrives in the dev SMS outbox for `phone` after `known` texts. */
async function textedCode(request: APIRequestContext, phone: string, known: number): Promise<string> {
  let texts: { kind: string; codes: string[] }[] = [];
  await expect
    .poll(
      async () => {
        texts = (await (await request.get(`${SERVER_URL}/dev/sms.json?to=${encodeURIComponent(phone)}`)).json()) as typeof texts;
        return texts.length;
      },
      { message: `a new text to ${phone}` },
    )
    .toBeGreaterThan(known);
  // The outbox lists newest first.
  expect(texts[0]!.kind).toBe('mfa_code');
  return texts[0]!.codes[0]!;
}

/** A USB security key with a PIN (user verification), attached to the page's browser. */
async function addSecurityKey(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // The login form's passkey autofill request must not be answered by the key: this key is a second factor only.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

const atHome = async (page: Page, email: string) => {
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
};

/** The second factors card of the admin portal's profile section, opened from the home page. */
async function profileFactors(page: Page) {
  await page.getByTestId('admin-portal-link').click();
  await page.getByRole('navigation', { name: 'Admin portal' }).getByRole('button', { name: 'Profile', exact: true }).click();
  return page.locator('.gh-card').filter({ has: page.getByRole('heading', { name: 'Two-factor authentication', exact: true }) });
}

/** The claims of the access token a second-factor answer carries (as the demo's back end would read them). */
async function claimsOf(answer: Promise<Response>) {
  const response = await answer;
  expect(response.status()).toBe(200);
  const token = ((await response.json()) as { accessToken: string }).accessToken;
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { amr: string[]; acr?: string };
}

test.describe('SMS and security keys as second factors', () => {
  test.beforeEach(async ({ request }) => {
    await waitForServer(request);
  });

  test('SMS: enrolled at a forced sign-in, then the code from the text signs in', async ({ page, request }) => {
    test.setTimeout(120_000);
    await smsStrategy(request, true);
    try {
      const email = await forcedNewcomer(page, request, 'Text Message');
      const phone = `+1202555${String(Date.now() % 10_000).padStart(4, '0')}`;

      // Enrolment: SMS is offered after the stronger methods, with the risk said.
      await signInWithPassword(page, email);
      await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
      await expect(page.locator('.gh-choice')).toHaveText(['This device', 'Security key', 'Authenticator app', 'Text message (SMS)']);
      await page.getByRole('button', { name: 'Text message (SMS)' }).click();
      await expect(page.getByTestId('sms-risk-notice')).toBeVisible();
      await page.getByLabel('Mobile number (with country code)').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText(`We texted a 6-digit code to ${phone}`)).toBeVisible();
      await page.getByLabel('Code').fill(await textedCode(request, phone, 0));
      const enrolled = page.waitForResponse((r) => r.url().endsWith('/user/mfa/sms/enroll/verify'));
      await page.getByRole('button', { name: 'Verify' }).click();
      expect((await claimsOf(enrolled)).amr).toEqual(['pwd', 'mfa', 'sms']);
      await expect(page.getByRole('group', { name: 'Recovery codes' }).locator('code')).toHaveCount(10);
      await page.getByRole('button', { name: 'Continue' }).click();
      await atHome(page, email);

      // Sign-in: the one phone gets a code at once; the number shows masked.
      await signOut(page);
      await signInWithPassword(page, email);
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await expect(
        page.getByText(`We texted a 6-digit code to ${phone.slice(0, 2)}${'•'.repeat(phone.length - 6)}${phone.slice(-4)}`),
      ).toBeVisible();
      await page.getByLabel('Code').fill(await textedCode(request, phone, 1));
      const verified = page.waitForResponse((r) => /\/user\/mfa\/sms\/[^/]+\/verify$/.test(r.url()));
      await page.getByRole('button', { name: 'Verify' }).click();
      const claims = await claimsOf(verified);
      expect(claims.amr).toEqual(['pwd', 'mfa', 'sms']);
      expect(claims.acr).toBe('http://schemas.openid.net/pape/policies/2007/06/multi-factor');
      await atHome(page, email);

      // The profile (a session that just proved the phone may change factors): a second phone is added with the
      // code texted to it and new recovery codes shown once; the first is removed, confirmed, with a code texted to it.
      const masked = `${phone.slice(0, 2)}${'•'.repeat(phone.length - 6)}${phone.slice(-4)}`;
      const factors = await profileFactors(page);
      await expect(factors.getByRole('table')).toContainText(masked);
      const second = `+1202556${String(Date.now() % 10_000).padStart(4, '0')}`;
      await factors.getByRole('button', { name: 'Add a phone for sign-in codes' }).click();
      const add = page.getByRole('dialog', { name: 'Add a phone for sign-in codes' });
      await expect(add).toContainText('Text messages are less safe');
      await add.getByLabel('Phone for sign-in codes').fill(second);
      await add.getByRole('button', { name: 'Text me a code' }).click();
      const verify = page.getByRole('dialog', { name: `Verify ${second}` });
      await verify.getByLabel('Code').fill(await textedCode(request, second, 0));
      await verify.getByRole('button', { name: 'Add phone' }).click();
      const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
      await expect(saved.getByRole('group', { name: 'Recovery codes' }).locator('code')).toHaveCount(10);
      await saved.getByRole('button', { name: 'I saved them' }).click();
      await expect(factors.getByRole('table').getByRole('row')).toHaveCount(3);
      await factors.getByRole('button', { name: `More actions for ${masked}` }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      await page
        .getByRole('alertdialog', { name: `Remove ${masked}` })
        .getByRole('button', { name: 'Text me a code' })
        .click();
      const removal = page.getByRole('dialog', { name: `Remove ${masked}` });
      await removal.getByLabel('Code').fill(await textedCode(request, phone, 2));
      await removal.getByRole('button', { name: 'Remove phone' }).click();
      await expect(removal).toBeHidden();
      await expect(factors.getByRole('table')).not.toContainText(masked);
      await expect(factors.getByRole('table').getByRole('row')).toHaveCount(2);
    } finally {
      await smsStrategy(request, false);
    }
  });

  test('security key: registered at a forced sign-in with the virtual authenticator, then used as the second factor', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const key = await addSecurityKey(page);
    const email = await forcedNewcomer(page, request, 'Security Key');

    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
    await page.getByRole('button', { name: 'Security key', exact: true }).click();
    await page.getByRole('button', { name: 'Register security key' }).click();
    await expect(page.getByRole('group', { name: 'Recovery codes' }).locator('code')).toHaveCount(10);
    const credentials = await key.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(false);
    expect(credentials[0]!.rpId).toBe('localhost');
    await page.getByRole('button', { name: 'Continue' }).click();
    await atHome(page, email);

    await signOut(page);
    const counted = credentials[0]!.signCount;
    await signInWithPassword(page, email);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    const verified = page.waitForResponse((r) => /\/user\/mfa\/webauthn\/[^/]+\/verify$/.test(r.url()));
    await page.getByRole('button', { name: 'Use security key' }).click();
    const claims = await claimsOf(verified);
    expect(claims.amr).toEqual(['pwd', 'mfa', 'hwk']);
    expect(claims.acr).toBe('http://schemas.openid.net/pape/policies/2007/06/multi-factor');
    await atHome(page, email);
    // The key signed: its counter moved.
    const used = (await key.credentials())[0]!.signCount;
    expect(used).toBeGreaterThan(counted);

    // The profile lists the key; removing it is confirmed, then signed by the key itself.
    const factors = await profileFactors(page);
    await expect(factors.getByRole('table')).toContainText('Security key');
    await factors.getByRole('button', { name: /^More actions for / }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Remove / });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(factors).toContainText('No second factor yet');
    expect((await key.credentials())[0]!.signCount).toBeGreaterThan(used);
  });
});
