import { expect, test } from './capture';
import { closeSecret, goToSection, settle, signIn, watchForeignRequests } from './preview-page';

// Issue 16, must show 3: the login box and the portal work in preview mode with no server running. This config
// (playwright.preview.config.ts) serves the demo as static files and starts no identity server; the page runs at
// the spec's 500 ms delay, as a visitor sees it, and no request may leave the page's own origin.

test('preview mode, no server: sign in, invite a user, create a group, create a token and see its secret once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const foreign = watchForeignRequests(page, baseURL!);
  const invitee = 'grace.walker@example.com';

  // Signed out, the portal sends to the login box (in the hash: the page is served statically).
  await page.goto('/preview');
  await expect(page).toHaveURL(/\/preview#\/account\/login/);
  await signIn(page, 'ada@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible({ timeout: 15_000 });

  // Invite a user: the invitation is confirmed and the new member is listed as pending.
  await page.getByRole('button', { name: 'Invite user', exact: true }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await invite.getByRole('textbox', { name: 'Name' }).fill('Grace Walker');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await page.getByRole('searchbox', { name: /Search/ }).fill('grace.walker');
  await expect(page.getByRole('row').filter({ hasText: invitee })).toBeVisible();

  // Create a group: it is listed.
  await goToSection(page, 'Groups');
  await page.getByRole('button', { name: 'Create group' }).click();
  const create = page.getByRole('dialog', { name: 'Create group' });
  await create.getByRole('textbox', { name: 'Group name' }).fill('Design');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Design' })).toBeVisible();

  // Create a personal token: its secret shows once, after the dialog closes.
  await goToSection(page, 'Personal API tokens');
  await page.getByRole('button', { name: /^(Generate|Create) token$/ }).click();
  const generate = page.getByRole('dialog', { name: /^(Generate|Create) token$/ });
  await generate.getByRole('textbox', { name: 'Description' }).fill('Preview laptop');
  await generate.getByRole('button', { name: /^(Generate|Create)$/ }).click();
  await expect(generate).toBeHidden();
  const secretBox = page.getByTestId('token-secret').or(page.getByRole('group', { name: 'Secret' }).locator('code'));
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.textContent())!.trim();
  expect(secret.length).toBeGreaterThanOrEqual(16);

  // Closed: the token is listed, its secret is nowhere on the page, nor after leaving the section and coming back.
  await closeSecret(page);
  await expect(page.getByRole('row').filter({ hasText: 'Preview laptop' })).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await goToSection(page, 'Profile');
  await goToSection(page, 'Personal API tokens');
  await settle(page);
  await expect(page.getByRole('row').filter({ hasText: 'Preview laptop' })).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  expect(foreign, 'requests that left the page').toEqual([]);
});
