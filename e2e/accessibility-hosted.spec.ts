import { URI, type TOTP } from 'otpauth';
import { account, uniqueEmail } from './api-accounts';
import { expect, test } from './capture';
import { auditHostedPages, nav, navEntry } from './hosted-audit';
import { authenticatorApp, PASSWORD, signInWithPassword, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// Issue 16, must show 2, against the real server (the preview-mode proofs are in accessibility.spec.ts): axe-core
// finds no serious or critical violation on the hosted login and the hosted portal; a signed-in user sets up an
// authenticator app from the portal's profile section alone, and the next sign-in asks for its code. The same audit
// in a dark and a light brand colour, on servers of their own, is in accessibility-brand.spec.ts.

// The hosted pages forbid inline scripts (their CSP): axe-core is injected as one, so the check bypasses the policy.
test.use({ bypassCSP: true });

test('axe: the hosted login and the hosted portal, every section and a dialog: 0 serious or critical', async ({ page, request }) => {
  test.setTimeout(180_000);
  await waitForServer(request);
  expect(await auditHostedPages(page, request, SERVER_URL, 'default theme'), 'serious and critical axe violations').toEqual([]);
});

test('a signed-in user sets up an authenticator app from the profile section alone; the next sign-in asks for its code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await waitForServer(request);
  const email = uniqueEmail('totp');
  await account(request, email, 'Two Factor Ltd');
  await page.goto(`${SERVER_URL}/portal`);
  await signInWithPassword(page, email);
  await page.waitForURL(`${SERVER_URL}/portal`, { timeout: 15_000 });

  await navEntry(page, 'Profile').click();
  await page.getByRole('button', { name: /Set up (an )?authenticator app|Add (an )?authenticator app/i }).click();
  const dialog = page.getByRole('dialog', { name: /authenticator/i });
  await expect(dialog).toBeVisible();
  const uri = await dialog.getByRole('img', { name: /QR/i }).getAttribute('data-otpauth-uri');
  expect(uri, 'the QR code carries the otpauth URI').toMatch(/^otpauth:\/\/totp\//);
  expect((URI.parse(uri!) as TOTP).secret.bytes.length).toBeGreaterThanOrEqual(20);
  const app = authenticatorApp(uri!, 0);
  await dialog
    .getByRole('textbox', { name: /code/i })
    .first()
    .fill(await app.fresh(page));
  await dialog.getByRole('button', { name: /^(Verify|Confirm|Turn on|Next)/ }).click();
  // The recovery codes come last, shown once, in this dialog or one of their own.
  const codes = page.getByRole('group', { name: /Recovery codes/i });
  await expect(codes).toBeVisible();
  const shown = page.getByRole('dialog').filter({ has: codes });
  await shown
    .getByRole('button', { name: /^(Done|Finish)/ })
    .or(shown.getByRole('button', { name: 'Close' }))
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Signed out and in again: the password is not enough now.
  const banner = page.getByRole('banner');
  if (await banner.getByRole('button', { name: 'Sign out' }).isVisible()) await banner.getByRole('button', { name: 'Sign out' }).click();
  else {
    await banner.getByRole('button', { name: /Your account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(`${SERVER_URL}/portal/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await app.fresh(page));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${SERVER_URL}/portal`, { timeout: 15_000 });
  await expect(nav(page)).toBeVisible();
});
