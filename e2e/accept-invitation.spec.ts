import type { APIRequestContext } from '@playwright/test';
import { account, mailLink, uniqueEmail } from './api-accounts';
import { expect, test } from './capture';
import { signInWithPassword, waitForServer } from './journey-steps';
import { DEMO_URL, SERVER_URL } from './playwright.config';

// Issue 16 item 5 (spec 000 §2.3, §4.3): someone who already has an account is invited into another tenant; the
// invitation email links to the login box's accept-invitation route, which joins them to it.

/** Invites `email` into the tenant of `adminToken` and answers the link of the invitation email it gets. */
async function inviteExisting(request: APIRequestContext, adminToken: string, email: string): Promise<URL> {
  const invited = await request.post(`${SERVER_URL}/identity/resources/users/v2`, {
    data: { email },
    headers: { origin: new URL(SERVER_URL).origin, authorization: `Bearer ${adminToken}` },
  });
  expect(invited.status()).toBe(201);
  const link = await mailLink(request, email, 'invitation');
  expect(`${link.origin}${link.pathname}`).toBe(`${DEMO_URL}/account/invitation/accept`);
  return link;
}

/** The same link with one character of its token changed. */
function tampered(link: URL): string {
  const copy = new URL(link);
  const token = copy.searchParams.get('token')!;
  copy.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  return copy.href;
}

test('an existing user accepts an invitation from the email, signs in and switches to the new tenant', async ({ page, request }) => {
  await waitForServer(request);
  const email = uniqueEmail('ines');
  const own = await account(request, email, 'Harbour Co');
  const inviting = await account(request, uniqueEmail('bea'), 'Bridge Co');
  const link = await inviteExisting(request, inviting.accessToken, email);

  // A tampered token is refused, and the heading that says so has the focus.
  await page.goto(tampered(link));
  const refused = page.getByRole('heading', { name: "We couldn't verify your invitation" });
  await expect(refused).toBeVisible();
  await expect(refused).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Ask the person who invited you');

  // The real link accepts.
  await page.goto(link.href);
  const accepted = page.getByRole('heading', { name: 'Invitation accepted' });
  await expect(accepted).toBeVisible();
  await expect(accepted).toBeFocused();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('active-tenant-id')).toHaveText(own.tenantId);

  await page.getByTestId('tenant-switcher').selectOption(inviting.tenantId);
  await expect(page.getByTestId('active-tenant-id')).toHaveText(inviting.tenantId, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);

  // The link works once.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: "We couldn't verify your invitation" })).toBeVisible();
});

test('a signed-in user who accepts sees the new tenant in the switcher at once', async ({ page, request }) => {
  await waitForServer(request);
  const email = uniqueEmail('omar');
  const own = await account(request, email, 'Lighthouse Co');
  const inviting = await account(request, uniqueEmail('kai'), 'Quay Co');
  const link = await inviteExisting(request, inviting.accessToken, email);

  await page.goto('/account/login');
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('tenant-switcher').locator('option')).toHaveCount(1);

  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Invitation accepted' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('tenant-switcher').locator('option')).toHaveCount(2);
  await page.getByTestId('tenant-switcher').selectOption(inviting.tenantId);
  await expect(page.getByTestId('active-tenant-id')).toHaveText(inviting.tenantId, { timeout: 15_000 });
  expect(own.tenantId).not.toBe(inviting.tenantId);
});
