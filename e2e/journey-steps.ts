import type { APIRequestContext, Page } from '@playwright/test';
import { URI, type TOTP } from 'otpauth';
import { expect } from './capture';
import { SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Steps shared by the journeys. Specs still import `test` from ./capture so the secrets gate records them.

/** The password every journey's newcomer signs up with. */
export const PASSWORD = 'correct horse battery staple';

/** Waits until the Gatehouse server answers its health check (the web server waits only for the demo). */
export async function waitForServer(request: APIRequestContext): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const ok = await request
      .get(`${SERVER_URL}/healthz`)
      .then((r) => r.ok())
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not come up');
}

/** The activation link of the newest activation mail to `email` in the dev outbox. */
export async function activationLink(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get(`${SERVER_URL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    links: string[];
  }[];
  const mail = mails.find((m) => m.kind === 'activation');
  expect(mail, 'activation email in the dev outbox').toBeTruthy();
  return mail!.links[0]!;
}

/** Who signs up. */
export interface Newcomer {
  name: string;
  email: string;
  company: string;
}

/** Signs up in the login box (starting signed out on the protected home page). */
export async function signUp(page: Page, newcomer: Newcomer): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/account\/sign-up/);
  await page.getByLabel('Full name').fill(newcomer.name);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Company name').fill(newcomer.company);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/** Follows the activation link of the dev outbox; the newcomer lands signed in on the home page. */
export async function activate(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const link = await activationLink(request, email);
  expect(new URL(link).pathname).toBe('/account/activate');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
}

/** Signs out from the home page and checks the protected home page now sends to the login box. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
}

/** The email and password steps of the login box. */
export async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The vendor-side API (decision 0011) with the e2e server's configured vendor credential. */
export interface VendorApi {
  /** Id of the catalogue row with this key (apps/demo/entitlements.yaml). */
  planId(key: string): Promise<string>;
  featureId(key: string): Promise<string>;
  /** Grants a plan or a feature to a tenant, never expiring. */
  grant(body: { tenantId: string; planId?: string; featureId?: string }): Promise<void>;
}

/** Exchanges the vendor credential for a vendor token and returns calls made with it. */
export async function vendorApi(request: APIRequestContext): Promise<VendorApi> {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  expect(exchanged.status(), 'vendor token exchange').toBe(200);
  const { token } = (await exchanged.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const idOf = async (path: string, key: string) => {
    const response = await request.get(`${SERVER_URL}${path}?limit=1000`, { headers });
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: { id: string; key: string | null }[] };
    const row = items.find((item) => item.key === key);
    expect(row, `${key} in ${path}`).toBeTruthy();
    return row!.id;
  };
  return {
    planId: (key) => idOf('/entitlements/resources/plans/v1', key),
    featureId: (key) => idOf('/entitlements/resources/features/v1', key),
    async grant(body) {
      const response = await request.post(`${SERVER_URL}/entitlements/resources/entitlements/v2`, { headers, data: body });
      expect(response.status(), `grant ${JSON.stringify(body)}`).toBe(200);
    },
  };
}

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/** An authenticator app that remembers the newest time step it gave a code for. */
export function authenticatorApp(uri: string, firstStep: number) {
  const totp = URI.parse(uri) as TOTP;
  let last = firstStep;
  return {
    /** A code of a step after the last one used, inside the server's ±1 window (waits when none is). */
    async fresh(page: Page): Promise<string> {
      for (;;) {
        const now = Date.now();
        for (const offset of [-STEP_MS, 0, STEP_MS]) {
          const step = stepOf(now + offset);
          // Keep clear of the window's edges: the request takes a moment.
          if (step > last && (offset !== -STEP_MS || now % STEP_MS < 20_000) && (offset !== STEP_MS || now % STEP_MS > 5_000)) {
            last = step;
            return totp.generate({ timestamp: now + offset });
          }
        }
        await page.waitForTimeout(2_000);
      }
    },
  };
}

// Users and groups of the admin portal: row menus, the invite and create-group dialogs (issue 16 item 4).

/** Opens the "More actions" menu of a users or groups row (named by its email or the group's name) and picks `item`. */
export async function rowAction(page: Page, rowName: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${rowName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** What the users section's invite dialog is filled with: roles by their names. */
export interface Invitee {
  email: string;
  name?: string;
  roles?: string[];
}

/** Invites someone from the Users section and waits for the dialog to close and the toast to say so. */
export async function inviteUser(page: Page, invitee: Invitee): Promise<void> {
  await page.locator('.gh-page-actions').getByRole('button', { name: 'Invite user', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  // The required marker (*) is not part of a field's name, so fields are found by role and name.
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(invitee.email);
  if (invitee.name) await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(invitee.name);
  for (const role of invitee.roles ?? []) await dialog.getByRole('checkbox', { name: role }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.gh-toast-title', { hasText: `Invitation sent to ${invitee.email}` })).toBeVisible();
}

/** What the groups section's create dialog is filled with: roles and members by their names. */
export interface NewGroup {
  name: string;
  description?: string;
  roles?: string[];
  members?: string[];
}

/** Creates a group from the Groups section and waits for the dialog to close and the toast to say so. */
export async function createGroup(page: Page, group: NewGroup): Promise<void> {
  await page.locator('.gh-page-actions').getByRole('button', { name: 'Create group', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  await dialog.getByRole('textbox', { name: 'Group name', exact: true }).fill(group.name);
  if (group.description) await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(group.description);
  for (const role of group.roles ?? [])
    await dialog
      .getByRole('group', { name: /^Roles/ })
      .getByRole('checkbox', { name: role })
      .check();
  for (const member of group.members ?? [])
    await dialog
      .getByRole('group', { name: /^Members/ })
      .getByRole('checkbox', { name: member })
      .check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.gh-toast-title', { hasText: `Group ${group.name} created` })).toBeVisible();
}
