import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './capture';
import { account, invite, mailLink, uniqueEmail } from './api-accounts';
import { PASSWORD, waitForServer } from './journey-steps';
import { SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Issue 4: breached passwords, impersonation and session per tenant, in the demo over the SQLite server.

/** On the shipped breached list, and long enough for the length policy. */
const BREACHED = 'passwordpassword';
const NEW_PASSWORD = 'violet harbour lanterns at dusk';

const db = () => new Database(join(process.env.E2E_DATA_DIR!, 'gatehouse.db'), { timeout: 10_000 });

/** Turns the security-center login flows on for the vendor (spec 000 §4.1 step 7 needs them). */
async function loginFlowsOn(request: APIRequestContext) {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  const { token } = (await exchanged.json()) as { token: string };
  const res = await request.post(`${SERVER_URL}/entitlements/resources/feature-flags/v1`, {
    data: { name: 'security-center-show-login-flows', on: true, offTreatment: 'false', defaultTreatment: 'true' },
    headers: { authorization: `Bearer ${token}` },
  });
  // 409: an earlier run of this server turned it on already.
  expect([200, 409]).toContain(res.status());
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('breached password: the sign-in stops, a reset mail is sent, the new password signs in', async ({ page, request }) => {
  await waitForServer(request);
  await loginFlowsOn(request);
  const email = uniqueEmail('grace');
  const { userId } = await account(request, email, 'Compilers Inc');
  // An account whose password predates the list (imported, or set before the list shipped).
  const conn = db();
  conn
    .prepare('UPDATE users SET password_hash = ? WHERE id = ?')
    .run(await hash(BREACHED, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }), userId);
  conn.close();

  await signIn(page, email, BREACHED);
  await expect(page.getByRole('heading', { name: 'Your password needs to change' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  // The users list's 'breached-passwords' preset finds the account.
  const marked = db();
  expect(marked.prepare('SELECT user_id FROM user_breached_passwords WHERE user_id = ?').get(userId)).toBeTruthy();
  marked.close();

  const link = await mailLink(request, email, 'password_reset');
  await page.goto(link.toString());
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
});

test('impersonation: an admin acts as a member; the demo shows the banner and the member; the audit row exists', async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const adminEmail = uniqueEmail('ada');
  const admin = await account(request, adminEmail, 'Engines Ltd');
  const memberEmail = uniqueEmail('charles');
  const memberId = await invite(request, admin.accessToken, memberEmail);

  await signIn(page, adminEmail, PASSWORD);
  await expect(page.getByTestId('user-email')).toHaveText(adminEmail);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await page.goto(`/account/impersonate?userId=${memberId}`);
  await expect(page.getByRole('heading', { name: 'Impersonating' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('impersonation-banner')).toBeVisible();
  await expect(page.getByTestId('impersonation-actor')).toHaveText(admin.userId);
  await expect(page.getByTestId('user-email')).toHaveText(memberEmail);

  const conn = db();
  const row = conn
    .prepare("SELECT actor_id, tenant_id FROM audit_log WHERE action = 'impersonation.started' AND target_id = ?")
    .get(memberId) as { actor_id: string; tenant_id: string } | undefined;
  conn.close();
  expect(row).toEqual({ actor_id: admin.userId, tenant_id: admin.tenantId });
});

test('session per tenant: two tabs hold two tenants', async ({ context, request }) => {
  await waitForServer(request);
  const email = uniqueEmail('mary');
  const own = await account(request, email, 'Orbits Co');
  const other = await account(request, uniqueEmail('annie'), 'Rockets Co');
  await invite(request, other.accessToken, email, true);

  const first = await context.newPage();
  await signIn(first, email, PASSWORD);
  await expect(first).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(first.getByTestId('active-tenant-id')).toHaveText(own.tenantId);

  // A second tab of the same browser: same cookie, its own tab tenant.
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('user-email')).toHaveText(email);
  await second.getByTestId('tenant-switcher').selectOption(other.tenantId);
  await expect(second.getByTestId('active-tenant-id')).toHaveText(other.tenantId);
  expect(await second.evaluate(() => sessionStorage.getItem('FRONTEGG_SEPARATE_TABS_BY_TENANT'))).toBe(other.tenantId);

  // Each tab refreshes into its own tenant.
  await first.reload();
  await expect(first.getByTestId('active-tenant-id')).toHaveText(own.tenantId);
  await second.reload();
  await expect(second.getByTestId('active-tenant-id')).toHaveText(other.tenantId);
});
