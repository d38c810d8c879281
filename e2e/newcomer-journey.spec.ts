import { expect, test } from './capture';
import { activate, PASSWORD as password, signUp, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

test('newcomer journey: sign up, activate by email, sign in, reload, sign out', async ({ page, browser, request }) => {
  await waitForServer(request);
  const email = `ada-${Date.now()}@example.com`;

  // Signed out, the protected home page sends you to the login box; sign up there.
  await signUp(page, { name: 'Ada Lovelace', email, company: 'Analytical Engines' });

  // Open the activation email in the dev outbox and follow its link.
  await activate(page, request, email);

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
