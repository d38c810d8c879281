import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { account, uniqueEmail } from './api-accounts';
import { auditPage } from './axe-findings';
import { expect } from './capture';
import { signInWithPassword } from './journey-steps';
import { VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// The hosted pages' accessibility audit, run against the run's server and against servers of other brands.

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin portal' });
/** A navigation entry, a button or a link whichever the shell uses. */
export const navEntry = (page: Page, name: string) =>
  nav(page)
    .getByRole('button', { name, exact: true })
    .or(nav(page).getByRole('link', { name, exact: true }));

/** An authorization request of a freshly registered application: the address that opens the hosted login. */
async function hostedLoginUrl(request: APIRequestContext, server: string): Promise<string> {
  const exchanged = await request.post(`${server}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  const { token } = (await exchanged.json()) as { token: string };
  const redirectUri = 'http://127.0.0.1:9/callback';
  const registered = await request.post(`${server}/oauth/resources/clients/v1`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Accessibility check', type: 'public', redirectUris: [redirectUri] },
  });
  expect(registered.status(), 'client registration').toBe(201);
  const { clientId } = (await registered.json()) as { clientId: string };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return `${server}/oauth/authorize?${query}`;
}

/**
 * axe-core over the hosted login (sign-in, sign-up), the hosted portal signed out, every section of the portal signed
 * in and a dialog open: answers the serious and critical violations, each named with `label` and the page.
 */
export async function auditHostedPages(page: Page, request: APIRequestContext, server: string, label: string): Promise<string[]> {
  const email = uniqueEmail('axe');
  await account(request, email, 'Accessible Ltd', server);
  const findings: string[] = [];
  const audit = async (what: string) => findings.push(...(await auditPage(page, `${label}: ${what}`)));

  await page.goto(await hostedLoginUrl(request, server));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await audit('hosted login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await audit('hosted login, sign-up');

  await page.goto(`${server}/portal`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await audit('hosted portal, signed out');
  await signInWithPassword(page, email);
  await page.waitForURL(`${server}/portal`, { timeout: 15_000 });

  await expect(nav(page)).toBeVisible();
  const entries = await nav(page).getByRole('button').or(nav(page).getByRole('link')).allInnerTexts();
  for (const entry of entries) {
    await navEntry(page, entry).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await audit(`hosted portal ${entry}`);
  }
  // With a dialog open.
  await navEntry(page, 'Users').click();
  await page.getByRole('button', { name: 'Invite user', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Invite user' })).toBeVisible();
  await audit('hosted portal, Invite user dialog');
  return findings;
}
