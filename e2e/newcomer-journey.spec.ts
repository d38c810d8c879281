import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './capture';
import { SERVER_URL } from './playwright.config';

const password = 'correct horse battery staple';

async function waitForServer(request: APIRequestContext) {
  for (let i = 0; i < 120; i++) {
    const ok = await request.get(`${SERVER_URL}/healthz`).then((r) => r.ok()).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not come up');
}

async function activationLink(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get(`${SERVER_URL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as { kind: string; links: string[] }[];
  const mail = mails.find((m) => m.kind === 'activation');
  expect(mail, 'activation email in the dev outbox').toBeTruthy();
  return mail!.links[0]!;
}

test('newcomer journey: sign up, activate by email, sign in, reload, sign out', async ({ page, browser, request }) => {
  await waitForServer(request);
  const email = `ada-${Date.now()}@example.com`;

  // Signed out, the protected home page sends you to the login box.
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);

  // Sign up in the login box.
  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/account\/sign-up/);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Analytical Engines');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // Open the activation email in the dev outbox and follow its link.
  const link = await activationLink(request, email);
  expect(new URL(link).pathname).toBe('/account/activate');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);

  // A fresh browser signs in: first with a wrong password (the server's message is shown).
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(fresh).toHaveURL(/\/account\/login/);
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByRole('button', { name: 'Continue' }).click();
  await fresh.getByLabel('Password', { exact: true }).fill('a wrong password, surely');
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('Incorrect email or password');

  await fresh.getByLabel('Password', { exact: true }).fill(password);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL(/\/$/);
  await expect(fresh.getByTestId('user-email')).toHaveText(email);
  await expect(fresh.getByTestId('user-name')).toHaveText('Ada Lovelace');
  await expect(fresh.getByTestId('active-tenant')).toHaveText('Analytical Engines');

  // A reload keeps the session (the HttpOnly refresh cookie).
  await fresh.reload();
  await expect(fresh.getByTestId('user-email')).toHaveText(email);
  const cookies = await context.cookies(SERVER_URL);
  const refresh = cookies.find((c) => c.name === 'gh_refresh');
  expect(refresh?.httpOnly).toBe(true);

  // Sign out; the protected page sends you back to the login box.
  await fresh.getByRole('button', { name: 'Sign out' }).click();
  await expect(fresh).toHaveURL(/\/account\/login/);
  await fresh.goto('/');
  await expect(fresh).toHaveURL(/\/account\/login/);
  await context.close();
});
