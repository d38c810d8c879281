import type { Page } from '@playwright/test';
import { expect, test } from './capture';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { activate, createGroup, inviteUser, PASSWORD, rowAction, signUp, waitForServer } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// Issue 5, the admin portal: an admin invites a member with a role, the member activates from the
// emailed link; the admin clears the member's roles (the Users entry disappears for them after a
// refresh), adds them to a group with a role (their refreshed token carries it again) and disables
// them (their next refresh fails). Each section is photographed for the docs.

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const shot = (page: Page, section: string) => page.screenshot({ path: `${imagesDir}admin-portal-${section}.png`, fullPage: true });
/** The link of the newest invitation mail to `email` in the dev outbox (mail is sent from a queue: polled). */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mails = (await (await request.get(`${SERVER_URL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      kind: string;
      links: string[];
    }[];
    const mail = mails.find((m) => m.kind === 'invitation');
    if (mail) return mail.links[0]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation mail to ${email}`);
}
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin portal' });

test('admin portal: invite with a role, roles cleared, group role granted, disabled member refused at refresh', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await waitForServer(request);
  const stamp = Date.now();
  const adminEmail = `katherine-${stamp}@example.com`;
  const memberEmail = `mary-${stamp}@example.com`;
  await signUp(page, { name: 'Katherine Johnson', email: adminEmail, company: 'Langley Flight' });
  await activate(page, request, adminEmail);

  // The overlay opens from the home page over the whole window and closes on Escape, or with the small close
  // button in its header; focus goes back to the button that opened it.
  const opener = page.getByRole('button', { name: 'Open admin portal' });
  await opener.click();
  const overlay = page.getByRole('dialog', { name: 'Admin portal' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('navigation', { name: 'Admin portal' }).getByRole('button', { name: 'Users' })).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  const close = overlay.locator('.gh-admin-header').getByRole('button', { name: 'Close', exact: true });
  expect((await close.boundingBox())!.width).toBeLessThan(64);
  await close.click();
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();

  // The embedded portal on its own route: invite Mary with the ReadOnly role.
  await page.getByTestId('admin-portal-link').click();
  await expect(nav(page).getByRole('button', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table')).toContainText(adminEmail);
  await inviteUser(page, { email: memberEmail, name: 'Mary Jackson', roles: ['Read only'] });
  const memberRow = page.getByRole('row').filter({ hasText: memberEmail });
  await expect(memberRow).toContainText('Pending');
  // Your own row offers neither Disable nor Delete.
  await page.getByRole('button', { name: `More actions for ${adminEmail}`, exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit roles']);
  await page.keyboard.press('Escape');
  await shot(page, 'users');

  // Mary accepts from the email in the dev outbox (her activation link) and is signed in.
  const link = await invitationLink(request, memberEmail);
  expect(new URL(link).pathname).toBe('/account/activate');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(link);
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByRole('button', { name: 'Activate account' }).click();
  await expect(member.getByTestId('user-email')).toHaveText(memberEmail, { timeout: 15_000 });
  await member.goto('/admin-portal');
  await expect(nav(member).getByRole('button', { name: 'Users' })).toBeVisible();

  // The admin clears her roles (sent as [''], spec 001 §5): after a refresh she has no Users entry.
  await page.reload();
  await expect(memberRow).toContainText('Read');
  await rowAction(page, memberEmail, 'Edit roles');
  const roles = page.getByRole('dialog', { name: /Roles of/ });
  await roles.getByRole('checkbox', { checked: true }).uncheck();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(roles).toBeHidden();
  await member.reload();
  await expect(nav(member).getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(nav(member).getByRole('button', { name: 'Users' })).toHaveCount(0);

  // The admin adds her to a new group that carries Read only: after a refresh her token holds its permissions.
  await nav(page).getByRole('button', { name: 'Groups' }).click();
  await createGroup(page, { name: 'Support', roles: ['Read only'] });
  const groupRow = page.getByRole('row').filter({ hasText: 'Support' });
  await expect(groupRow).toContainText('Read only');
  await rowAction(page, 'Support', 'Members');
  const members = page.getByRole('dialog', { name: 'Members of Support' });
  await members.getByRole('checkbox', { name: 'Mary Jackson' }).check();
  await members.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.locator('.gh-toast-title', { hasText: '1 member added to Support' })).toBeVisible();
  await expect(members.getByRole('region', { name: 'Current members' })).toContainText(memberEmail);
  await members.locator('.gh-dialog-footer').getByRole('button', { name: 'Close' }).click();
  await expect(members).toBeHidden();
  await expect(groupRow).toContainText('1 member');
  await shot(page, 'groups');
  const refreshed = await member.request.post(`${SERVER_URL}/identity/resources/auth/v1/user/token/refresh`, {
    headers: { origin: new URL(member.url()).origin },
    data: {},
  });
  expect(refreshed.status()).toBe(200);
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { permissions: string[] };
  expect(claims.permissions).toContain('fe.secure.read.users');
  await member.reload();
  await expect(nav(member).getByRole('button', { name: 'Users' })).toBeVisible();
  await nav(page).getByRole('button', { name: 'Users' }).click();

  // The admin disables her: her next refresh fails and she is back at the login box.
  await rowAction(page, memberEmail, 'Disable');
  const confirm = page.getByRole('alertdialog', { name: `Disable ${memberEmail}?` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('.gh-toast-title', { hasText: `${memberEmail} is disabled` })).toBeVisible();
  await expect(memberRow).toContainText('Disabled');
  await member.reload();
  await expect(member).toHaveURL(/\/account\/login/, { timeout: 15_000 });
  await memberContext.close();

  // The other sections, photographed.
  for (const [label, section] of [
    ['Privacy', 'privacy'],
    ['Personal API tokens', 'personal-api-tokens'],
    ['API tokens', 'api-tokens'],
    ['Profile', 'profile'],
    ['Roles', 'roles'],
  ] as const) {
    await nav(page).getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('region', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await shot(page, section);
  }
  // Privacy lists this browser's session as the current one, and the second factors in its MFA tab.
  await nav(page).getByRole('button', { name: 'Privacy' }).click();
  await expect(page.getByRole('table')).toContainText('This device');
  await page.getByRole('tab', { name: 'Two-factor authentication' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No second factor yet');

  // Profile: the job title and address are kept, and a picture far larger than the server takes is
  // scaled down in the browser before it is sent; all three are there after a reload.
  const card = (title: string) => page.locator('.gh-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await nav(page).getByRole('button', { name: 'Profile', exact: true }).click();
  const details = card('Personal details');
  await details.getByLabel('Job title', { exact: true }).fill('Mathematician');
  await details.getByLabel('Address', { exact: true }).fill('Langley Research Center, Hampton, VA');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.locator('.gh-toast-title', { hasText: 'Profile saved' })).toBeVisible();
  const picture = card('Profile picture');
  // Noise does not compress: a 600×600 PNG of it is far over the server's 64 KiB whatever the page looks like.
  const portrait = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 600;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(600, 600);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }),
    'base64',
  );
  expect(portrait.length).toBeGreaterThan(64 * 1024);
  await picture.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portrait });
  const preview = picture.getByRole('img', { name: 'Preview of your new profile picture' });
  await expect(preview).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
  await picture.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.locator('.gh-toast-title', { hasText: 'Profile picture saved' })).toBeVisible();
  await page.reload();
  await nav(page).getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(details.getByLabel('Job title', { exact: true })).toHaveValue('Mathematician');
  await expect(details.getByLabel('Address', { exact: true })).toHaveValue('Langley Research Center, Hampton, VA');
  await expect(picture.locator('.gh-avatar img')).toHaveAttribute('src', /^data:image\/(webp|jpeg);base64,/);
});
