import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './capture';
import { activationLink, PASSWORD, signInWithPassword, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// The admin portal as a hosted page (docs/admin-portal.md, decision 0026): the Gatehouse server serves it at /portal,
// with the login box under /portal for a signed-out visitor; no host application is involved.

const screenshot = fileURLToPath(new URL('../docs/images/admin-portal-hosted.png', import.meta.url));
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin portal' });
/** The signed-in user's menu in the page's header. */
const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Your account: / });
/** Signs out from the user menu. */
async function signOutFromMenu(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** An activated account made through the API, so the browser starts with no session at all. */
async function activatedUser(request: APIRequestContext) {
  const email = `hedy-${Date.now()}@example.com`;
  const signUp = await request.post(`${SERVER_URL}/identity/resources/users/v1/signUp`, {
    data: { email, password: PASSWORD, name: 'Hedy Lamarr', companyName: 'Frequency Hopping' },
  });
  expect(signUp.status()).toBe(200);
  const { userId } = (await signUp.json()) as { userId: string };
  const token = new URL(await activationLink(request, email)).searchParams.get('token')!;
  const activate = await request.post(`${SERVER_URL}/identity/resources/users/v1/activate`, { data: { userId, token } });
  expect(activate.status()).toBe(200);
  return { email };
}

test('hosted admin portal: sign in at /portal, manage users, stay signed in across a reload, sign out', async ({ page, request }) => {
  await waitForServer(request);
  const user = await activatedUser(request);
  // The page runs under a CSP without 'unsafe-inline': anything it refused would show here.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  // Signed out: the login box, under the portal path.
  const shell = await page.goto(`${SERVER_URL}/portal`);
  expect(shell!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page).toHaveURL(`${SERVER_URL}/portal/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // The box's links stay under /portal, and the server answers them on reload.
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(`${SERVER_URL}/portal/sign-up`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${SERVER_URL}/portal/forgot-password`);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();

  // Sign in: back on the portal, full page, with who and which account.
  await expect(page).toHaveURL(`${SERVER_URL}/portal/login`);
  await signInWithPassword(page, user.email);
  await page.waitForURL(`${SERVER_URL}/portal`, { timeout: 15_000 });
  await expect(userMenu(page)).toHaveAccessibleName('Your account: Hedy Lamarr');
  await expect(page.getByRole('banner').getByText('Frequency Hopping', { exact: true })).toBeVisible();

  // Users lists the user themself; the address names the open section.
  await nav(page).getByRole('button', { name: 'Users' }).click();
  await expect(nav(page).getByRole('button', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main', { name: 'Users' })).toBeVisible();
  await expect(page).toHaveURL(`${SERVER_URL}/portal?section=users`);
  await expect(page.getByRole('table')).toContainText(user.email);
  await page.screenshot({ path: screenshot, fullPage: true });

  // A reload keeps the session (the refresh cookie of the server's own origin) and the section; ?section= opens one.
  await page.reload();
  await expect(userMenu(page)).toHaveAccessibleName('Your account: Hedy Lamarr');
  await expect(nav(page).getByRole('button', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await page.goto(`${SERVER_URL}/portal?section=privacy`);
  await expect(nav(page).getByRole('button', { name: 'Privacy' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('This device')).toBeVisible();

  // Sign out from the user menu: the login box again, and the portal stays closed.
  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${SERVER_URL}/portal/login`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto(`${SERVER_URL}/portal?section=users`);
  await expect(page).toHaveURL(`${SERVER_URL}/portal/login`);
  await expect(userMenu(page)).toHaveCount(0);

  // Signing in again comes back to the section link that was asked for.
  await signInWithPassword(page, user.email);
  await page.waitForURL(`${SERVER_URL}/portal?section=users`, { timeout: 15_000 });
  await expect(nav(page).getByRole('button', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

  expect(refused).toEqual([]);
});

test("hosted admin portal: a user signed in to the host application opens it signed in; signing out there ends the app's session", async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const user = await activatedUser(request);
  // The demo's embedded login box sets the same refresh cookie of the server that the portal uses.
  await page.goto('/account/login');
  await signInWithPassword(page, user.email);
  await expect(page.getByTestId('user-email')).toHaveText(user.email, { timeout: 15_000 });

  await page.goto(`${SERVER_URL}/portal?section=profile`);
  await expect(userMenu(page)).toHaveAccessibleName('Your account: Hedy Lamarr');
  await expect(page).toHaveURL(`${SERVER_URL}/portal?section=profile`);
  await expect(nav(page).getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

  await signOutFromMenu(page);
  await expect(page).toHaveURL(`${SERVER_URL}/portal/login`);
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
});

test('hosted admin portal at 375 px: the navigation is a drawer, and nothing is wider than the window', async ({ page, request }) => {
  await waitForServer(request);
  const user = await activatedUser(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${SERVER_URL}/portal`);
  await signInWithPassword(page, user.email);
  await page.waitForURL(`${SERVER_URL}/portal`, { timeout: 15_000 });
  await expect(userMenu(page)).toBeVisible();
  await expect(nav(page)).toBeHidden();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);

  // The header's button opens the drawer; choosing an entry closes it and focus returns to the button.
  const open = page.getByRole('button', { name: 'Open navigation' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(375);
  await drawer.getByRole('button', { name: 'Privacy' }).click();
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('main', { name: 'Privacy' })).toBeVisible();
  await expect(page).toHaveURL(`${SERVER_URL}/portal?section=privacy`);
  expect(await fits()).toBe(true);

  // Escape closes it too.
  await open.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
