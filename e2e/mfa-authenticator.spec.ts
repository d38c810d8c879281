import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { URI, type TOTP } from 'otpauth';
import { expect, test } from './capture';
import { activate, PASSWORD, signUp, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// Issue 4, first slice: password + authenticator app; issue 16: set up from the admin portal's profile section
// alone. The test is the authenticator: it reads the otpauth URI behind the QR code and computes codes with `otpauth`
// (SECURITY.md part 4).

/** The second factors card of the profile section, opened from the home page. */
async function profileFactors(page: Page) {
  await page.goto('/');
  await page.getByTestId('admin-portal-link').click();
  await page.getByRole('navigation', { name: 'Admin portal' }).getByRole('button', { name: 'Profile', exact: true }).click();
  return page.locator('.gh-card').filter({ has: page.getByRole('heading', { name: 'Two-factor authentication', exact: true }) });
}

test('MFA: enrol an authenticator app in the profile, sign in with a code, a reused code is refused, a recovery code works once', async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const email = `katherine-${Date.now()}@example.com`;
  await signUp(page, { name: 'Katherine Johnson', email, company: 'Trajectories Ltd' });
  await activate(page, request, email);

  // Enrol from the profile: QR code (and the key for manual entry), first code, recovery codes shown once.
  const factors = await profileFactors(page);
  await expect(factors).toContainText('No second factor yet');
  await factors.getByRole('button', { name: 'Set up authenticator app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  const qr = setup.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const totp = URI.parse((await qr.getAttribute('data-otpauth-uri'))!) as TOTP;
  expect(totp.secret.bytes.length).toBeGreaterThanOrEqual(20);
  await expect(setup.getByRole('group', { name: 'Key for your authenticator app' })).toContainText(totp.secret.base32);
  await setup.getByLabel('Code from the app').fill(totp.generate());
  await setup.getByRole('button', { name: 'Verify' }).click();
  const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = saved.getByRole('group', { name: 'Recovery codes' }).locator('code');
  await expect(codes).toHaveCount(10);
  const shown = (await codes.allTextContents()).map((code) => code.trim());
  // Download saves them as a text file, one code a line.
  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  expect((await readFile(await file.path(), 'utf8')).trim().split('\n')).toEqual(shown);
  await saved.getByRole('button', { name: 'I saved them' }).click();
  await expect(saved).toBeHidden();
  await expect(factors.getByRole('table')).toContainText('Authenticator app 1');
  await expect(page.getByText(shown[0]!)).toHaveCount(0);
  const recoveryCode = shown[0]!;

  const signOut = async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/account\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/account\/login/);
  };
  const password = async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  // Sign out, sign in: the password is not enough; the code of the app is.
  await signOut();
  await password();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const codeField = page.getByLabel('Code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  // The enrolment spent the current step: the next one (inside the ±1 window) is fresh.
  const code = totp.generate({ timestamp: Date.now() + 30_000 });
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
  await expect((await profileFactors(page)).getByRole('table')).toContainText('Authenticator app 1');

  // The same code again is refused.
  await signOut();
  await password();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code, please try again');

  // A recovery code: MFA is turned off, the password alone signs in again.
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Recover' }).click();
  await expect(page.getByRole('status')).toContainText('Two-factor authentication was turned off');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
  await expect(await profileFactors(page)).toContainText('No second factor yet');

  // ... and only once.
  const again = await request.post(`${SERVER_URL}/identity/resources/auth/v1/user/mfa/recover`, {
    data: { email, recoveryCode },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(400);
});
