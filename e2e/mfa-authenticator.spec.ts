import { URI, type TOTP } from 'otpauth';
import { expect, test } from './capture';
import { activate, PASSWORD, signUp, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// Issue 4, first slice: password + authenticator app. The test is the authenticator: it reads the
// otpauth URI behind the QR code and computes codes with `otpauth` (SECURITY.md part 4).
test('MFA: enrol an authenticator app, sign in with a code, a reused code is refused, a recovery code works once', async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const email = `katherine-${Date.now()}@example.com`;
  await signUp(page, { name: 'Katherine Johnson', email, company: 'Trajectories Ltd' });
  await activate(page, request, email);

  // Enrol from the signed-in page: QR code, first code, recovery codes shown once.
  await page.getByTestId('mfa-enrol').click();
  const qr = page.getByTestId('mfa-qr');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const totp = URI.parse((await qr.getAttribute('data-otpauth-uri'))!) as TOTP;
  expect(totp.secret.bytes.length).toBeGreaterThanOrEqual(20);
  await page.getByTestId('mfa-code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  const codes = page.getByTestId('mfa-recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();

  const signOut = async () => {
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
  await expect(page.getByTestId('mfa-status')).toBeVisible();

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
  await expect(page.getByTestId('mfa-enrol')).toBeVisible();

  // ... and only once.
  const again = await request.post(`${SERVER_URL}/identity/resources/auth/v1/user/mfa/recover`, {
    data: { email, recoveryCode },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(400);
});
