import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './capture';
import { activate, authenticatorApp, PASSWORD, signOut, signUp, waitForServer } from './journey-steps';
import { DEMO_URL, SERVER_URL } from './playwright.config';

// The admin portal for machines and for the account: an admin creates a tenant API token (client
// credentials, with a role) in the portal, a machine exchanges it both ways and calls the demo's back
// end, which accepts it until the admin deletes the token in the portal (then the exchange and the held
// access token are refused). Then the admin renames the company in the Account section, sees it
// after a reload, and the Custom login tab answers the server's 'No changes to update', then saves a
// title and a brand colour. A second journey
// changes a password in the Profile section (the server's breached-password and length refusals first)
// and removes an authenticator app there with a code from it, after stepping the session up with that app
// (a factor change needs a second factor proven in the session: decision 0033).

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin portal' });

/** The machine's side: both exchanges of a client credential, and calls with an access token. */
function machine(request: APIRequestContext, clientId: string, secret: string) {
  return {
    exchange: () => request.post(`${SERVER_URL}/identity/resources/auth/v1/api-token`, { data: { clientId, secret } }),
    // RFC 6749 §4.4 with client_secret_basic: a refused client is 401 invalid_client.
    grant: () =>
      request.post(`${SERVER_URL}/oauth/token`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
        },
        form: { grant_type: 'client_credentials' },
      }),
    // The demo's back end, through the demo's /api proxy as a host app's machines would reach it.
    whoami: (accessToken: string) => request.get(`${DEMO_URL}/api/machine/whoami`, { headers: { authorization: `Bearer ${accessToken}` } }),
    me: (accessToken: string) =>
      request.get(`${SERVER_URL}/identity/resources/auth/v1/api-token/me`, { headers: { authorization: `Bearer ${accessToken}` } }),
  };
}

/** A small PNG logo drawn in the page (initials on the primary colour), as the file a user would pick. */
async function drawLogo(page: Page, initials: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 64;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#4461f2';
    g.fillRect(0, 0, 160, 64);
    g.fillStyle = '#ffffff';
    g.font = 'bold 36px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(text, 80, 34);
    return canvas.toDataURL('image/png');
  }, initials);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test('portal: a tenant API token calls the demo back end until deleted; account settings persist', async ({ page, request }) => {
  test.setTimeout(180_000);
  await waitForServer(request);
  const email = `dorothy-${Date.now()}@example.com`;
  await signUp(page, { name: 'Dorothy Vaughan', email, company: 'West Computing' });
  await activate(page, request, email);
  const tenantId = (await page.getByTestId('active-tenant-id').textContent())!;
  expect(tenantId).not.toBe('');

  // The admin creates a tenant token with the Read only role; the client id and secret are shown once, in a
  // dialog that opens after the create dialog has closed, and are gone once it is closed.
  await page.getByTestId('admin-portal-link').click();
  await nav(page).getByRole('button', { name: 'API tokens', exact: true }).click();
  await expect(page.getByRole('region', { name: 'API tokens', exact: true })).toBeVisible();
  await page.locator('.gh-page-actions').getByRole('button', { name: 'Generate token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate token' });
  await dialog.getByLabel('Description').fill('Nightly export');
  await dialog.getByRole('checkbox', { name: 'Read only', exact: true }).check();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByRole('dialog', { name: 'Token generated' });
  await expect(shown).toBeVisible();
  const clientId = (await shown.getByRole('group', { name: 'Client ID' }).locator('code').textContent())!;
  const secret = (await shown.getByRole('group', { name: 'Secret' }).locator('code').textContent())!;
  expect(secret).toMatch(/^gh_cs_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  const tokenRow = page.getByRole('row').filter({ hasText: clientId });
  await expect(tokenRow).toContainText('Nightly export');
  await expect(tokenRow).toContainText('Read only');

  // The machine exchanges them both ways and calls the demo's back end with either access token.
  const m = machine(request, clientId, secret);
  const exchanged = await m.exchange();
  expect(exchanged.status()).toBe(200);
  const { accessToken } = (await exchanged.json()) as { accessToken: string };
  const granted = await m.grant();
  expect(granted.status()).toBe(200);
  const { access_token: grantToken, token_type: tokenType } = (await granted.json()) as { access_token: string; token_type: string };
  expect(tokenType).toBe('Bearer');
  for (const token of [accessToken, grantToken]) {
    const answer = await m.whoami(token);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      type: string;
      apiTokenId: string;
      tenantId: string;
      userId: string | null;
      roles: string[];
      permissions: string[];
    };
    expect(body).toMatchObject({ type: 'tenantApiToken', apiTokenId: clientId, tenantId, userId: null, roles: ['ReadOnly'] });
    expect(body.permissions).toContain('fe.secure.read.users');
    expect(body.permissions).not.toContain('fe.secure.write.users');
  }

  // The admin deletes it in the portal, after confirming: no new access token, and the held ones are refused at their
  // next call.
  await page.getByRole('button', { name: 'More actions for Nightly export' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Nightly export?' });
  await confirm.getByRole('button', { name: 'Delete token' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('.gh-toast-title', { hasText: 'Token Nightly export deleted' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: clientId })).toHaveCount(0);
  const refusedExchange = await m.exchange();
  expect(refusedExchange.status()).toBe(401);
  expect(((await refusedExchange.json()) as { errorCode: string }).errorCode).toBe('api_token.invalid_credentials');
  const refusedGrant = await m.grant();
  expect(refusedGrant.status()).toBe(401);
  expect(await refusedGrant.json()).toMatchObject({ error: 'invalid_client' });
  for (const token of [accessToken, grantToken]) {
    const refused = await m.whoami(token);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ errors: ['The API token is revoked or expired'], errorCode: 'token_invalid' });
    expect((await m.me(token)).status()).toBe(401);
  }

  // Account: the admin renames the company, picks a time zone, a currency, a date format and a logo, and saves.
  await nav(page).getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Account', exact: true })).toBeVisible();
  const companyName = page.getByLabel('Company name');
  await expect(companyName).toHaveValue('West Computing');
  await companyName.fill('West Area Computing');
  await page.getByLabel('Address').fill('Langley Research Center, Hampton, VA');
  const pick = async (field: string, option: string | RegExp) => {
    await page.getByLabel(field).click();
    await page.getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  };
  await pick('Time zone', 'America/New York');
  await pick('Currency', /^USD —/);
  await pick('Date format', 'MM/DD/YYYY');
  await page.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawLogo(page, 'WAC') });
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('.gh-toast-title', { hasText: 'Settings saved' })).toBeVisible();

  // After a reload the portal reads them back from the server, and the tenant carries the new name.
  await page.reload();
  await nav(page).getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('West Area Computing');
  await expect(page.getByLabel('Time zone')).toHaveText('America/New York');
  await expect(page.getByLabel('Date format')).toHaveText('MM/DD/YYYY');
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await page.screenshot({ path: `${imagesDir}admin-portal-account.png`, fullPage: true });

  // Custom login, from the keyboard: saving an unchanged login box is answered with the server's 'No changes to
  // update'; a colour that is not one is refused next to its field before anything is sent.
  await page.getByRole('tab', { name: 'Settings' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Custom login' })).toHaveAttribute('aria-selected', 'true');
  const title = page.getByLabel('Title (English)');
  await expect(title).toHaveValue('');
  await page.getByRole('button', { name: 'Save login box' }).click();
  await expect(page.locator('.gh-toast-title', { hasText: 'No changes to update' })).toBeVisible();
  await title.fill('Welcome to West Area Computing');
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('not a colour');
  await page.getByRole('button', { name: 'Save login box' }).click();
  await expect(page.getByText('Enter an opaque colour, such as #4461f2 or rgb(68, 97, 242).')).toBeVisible();
  await expect(primary).toBeFocused();
  await primary.fill('#0b6e4f');
  await page.getByRole('button', { name: 'Save login box' }).click();
  await expect(page.locator('.gh-toast-title', { hasText: 'Login box saved' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await nav(page).getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('tab', { name: 'Custom login' }).click();
  await expect(page.getByLabel('Title (English)')).toHaveValue('Welcome to West Area Computing');
  await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#0b6e4f');

  await page.getByRole('button', { name: 'Back home' }).click();
  await expect(page.getByTestId('active-tenant')).toHaveText('West Area Computing');
});

test('portal profile: a password change refused as breached and too short, then done; an authenticator app removed with a code', async ({
  page,
  request,
}) => {
  // The app's codes may wait for a fresh time step (up to half a minute each).
  test.setTimeout(180_000);
  await waitForServer(request);
  const email = `mary-${Date.now()}@example.com`;
  const newPassword = 'orbital mechanics at langley 1962';
  await signUp(page, { name: 'Mary Jackson', email, company: 'Wind Tunnel Works' });
  await activate(page, request, email);

  // An authenticator app, enrolled from the demo's home page; the test computes its codes.
  await page.getByTestId('mfa-enrol').click();
  const app = authenticatorApp((await page.getByTestId('mfa-qr').getAttribute('data-otpauth-uri'))!, 0);
  await page.getByTestId('mfa-code').fill(await app.fresh(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('mfa-recovery-codes')).toBeVisible();

  // This session was opened with the password alone; removing a factor needs one proven in it (decision 0033).
  // The demo's page that asks for a recent second factor steps the session up with the app, then goes back home.
  await page.getByTestId('stepped-up-link').click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByLabel('Code').fill(await app.fresh(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('stepped-up-content')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Back home' }).click();

  await page.getByTestId('admin-portal-link').click();
  await nav(page).getByRole('button', { name: 'Profile', exact: true }).click();
  const devices = page.locator('.gh-card').filter({ has: page.getByRole('heading', { name: 'Two-factor authentication', exact: true }) });
  await expect(devices.getByRole('row', { name: /Authenticator app 1/ })).toBeVisible();

  // Removing it needs a code of the app: a wrong one is refused in the dialog, the next step's code works.
  await devices.getByRole('button', { name: 'More actions for Authenticator app 1' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Authenticator app 1' });
  await remove.getByLabel('Code from the app').fill('000000');
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(remove.getByRole('alert')).not.toBeEmpty();
  // Enrolment and step-up spent their time steps: the app waits for a fresh one.
  await remove.getByLabel('Code from the app').fill(await app.fresh(page));
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(devices.getByRole('row', { name: /Authenticator app 1/ })).toHaveCount(0);

  // Change password: the server's refusals are shown as it words them, next to the new password, then the change is made.
  const change = page.getByRole('form', { name: 'Change password' });
  // Its submit button sits in the card's footer, outside the form element (it submits it through form=).
  const passwordCard = page.locator('.gh-card').filter({ has: page.getByRole('heading', { name: 'Change password', exact: true }) });
  const newField = change.getByLabel('New password');
  const attempt = async (next: string) => {
    await change.getByLabel('Current password').fill(PASSWORD);
    await newField.fill(next);
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
  };
  await attempt('passwordpassword');
  await expect(change).toContainText('This password appears in lists of passwords exposed in data breaches');
  await attempt('too short');
  await expect(change).toContainText('The password must be at least 15 characters long');
  await attempt(newPassword);
  await expect(page.locator('.gh-toast-title', { hasText: 'Password changed. Your other sessions were signed out.' })).toBeVisible();
  await expect(change.getByLabel('Current password')).toHaveValue('');

  // The new password signs in; the app no longer asks for a code.
  await page.getByRole('button', { name: 'Back home' }).click();
  await signOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-email')).toHaveText(email, { timeout: 15_000 });
});
