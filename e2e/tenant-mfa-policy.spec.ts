import { account, invite, uniqueEmail } from './api-accounts';
import { expect, test } from './capture';
import { authenticatorApp, signInWithPassword, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// Issue 14 item 2 (decision 0032): a member switching into a tenant whose policy forces MFA is not let in on the
// password alone; the demo keeps them signed in where they were and takes them through the MFA step, after which
// the session is in that tenant.
test('switching into a tenant that forces MFA goes through enrolment, then lands in that tenant', async ({ page, request }) => {
  test.setTimeout(120_000);
  await waitForServer(request);
  const email = uniqueEmail('dana');
  const own = await account(request, email, 'Harbour Co');
  const forcing = await account(request, uniqueEmail('frank'), 'Fortress Co');
  const policy = await request.post(`${SERVER_URL}/identity/resources/configurations/v1/mfa-policy`, {
    data: { enforceMFAType: 'Force' },
    headers: { origin: new URL(SERVER_URL).origin, authorization: `Bearer ${forcing.accessToken}` },
  });
  expect(policy.status()).toBe(200);
  await invite(request, forcing.accessToken, email, true);

  await page.goto('/account/login');
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('active-tenant-id')).toHaveText(own.tenantId);

  await page.getByTestId('tenant-switcher').selectOption(forcing.tenantId);
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Authenticator app', exact: true }).click();
  const qr = page.getByAltText('QR code for your authenticator app');
  await expect(qr).toBeVisible();
  const app = authenticatorApp((await qr.getAttribute('data-otpauth-uri'))!, 0);
  await page.getByLabel('Code').fill(await app.fresh(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('group', { name: 'Recovery codes' }).locator('code')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('active-tenant-id')).toHaveText(forcing.tenantId);
  await expect(page.getByTestId('user-email')).toHaveText(email);
});
