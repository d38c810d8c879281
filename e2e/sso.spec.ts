import type { Locator, Page } from '@playwright/test';
import { startGoogleShapedProvider } from '../packages/server/test/peers/google-shaped-provider';
import { startTxtServer } from '../packages/server/test/peers/txt-dns-server';
import { account, uniqueEmail } from './api-accounts';
import { expect, test } from './capture';
import { signInWithPassword, waitForServer } from './journey-steps';
import { choose } from './portal-dialog-steps';
import { DEMO_URL, DNS_PORT } from './playwright.config';
import { startSamlIdp } from './saml-idp-server';

// Issue 17 must-show 1: a tenant administrator sets single sign-on up in the portal against a real identity provider
// (samlify over SAML with its metadata by URL; oidc-provider over OpenID Connect), verifies the domain against a DNS
// server of the run, tests the connection in a pop-up (SAML); then someone of that domain types their email in the login box, signs in at the identity
// provider and lands signed in to the demo, in the tenant, with the role their IdP group maps to.

const domainOf = () => `sso-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}.example`;

/** The admin signs in to the demo and opens the portal's single sign-on section. */
async function openSsoSection(page: Page, email: string): Promise<Locator> {
  await page.goto('/account/login');
  await signInWithPassword(page, email);
  await expect(page.getByTestId('user-email')).toHaveText(email, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Open admin portal' }).click();
  const portal = page.getByRole('dialog', { name: 'Admin portal' });
  await portal.getByRole('navigation', { name: 'Admin portal' }).getByRole('button', { name: 'SSO' }).click();
  return portal;
}

/** The domain added on the connection's Domains tab, its TXT record published on the run's DNS server, verified. */
async function verifyDomain(page: Page, dns: Awaited<ReturnType<typeof startTxtServer>>, domain: string) {
  const panel = page.getByRole('tabpanel', { name: 'Domains' });
  await panel.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await panel.getByRole('button', { name: 'Add domain' }).click();
  const record = panel.getByText(/^gatehouse-verification=/).first();
  await expect(record).toBeVisible();
  dns.records.set(domain, [(await record.textContent())!.trim()]);
  await panel.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${domain} verified` })
      .first(),
  ).toBeVisible();
}

/** A group of the identity provider mapped to a role, then sign-in through the connection switched on. */
async function mapGroupAndEnable(page: Page, connection: string, group: string, role: string) {
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'Map a group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map a group' });
  await dialog.getByRole('textbox', { name: /Group name in the identity provider/ }).fill(group);
  await choose(dialog, /Filter roles/, role);
  await dialog.getByRole('button', { name: 'Map group' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('switch', { name: `Sign-in through ${connection}` }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Sign-in through ${connection} is on` })
      .first(),
  ).toBeVisible();
}

/** Someone of the domain, in a browser of their own: signed in, in the tenant, with the mapped role's portal. */
async function expectSignedInWithRole(member: Page, email: string, company: string) {
  await expect(member).toHaveURL(`${DEMO_URL}/`, { timeout: 20_000 });
  await expect(member.getByTestId('user-email')).toHaveText(email);
  await expect(member.getByTestId('active-tenant')).toHaveText(company);
  // The mapped Admin role shows the members' list; the default role alone would not.
  await member.getByRole('button', { name: 'Open admin portal' }).click();
  await expect(member.getByRole('navigation', { name: 'Admin portal' }).getByRole('button', { name: 'Users' })).toBeVisible();
}

test('SAML: set up in the portal against samlify (metadata by URL), domain verified by DNS, connection tested in a pop-up, a member signs in with the mapped role', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await waitForServer(request);
  const dns = await startTxtServer(DNS_PORT);
  const idp = await startSamlIdp(['engineering']);
  try {
    const adminEmail = uniqueEmail('saml-admin');
    const company = `Samlify ${Date.now()}`;
    await account(request, adminEmail, company);
    const portal = await openSsoSection(page, adminEmail);
    await portal.getByRole('button', { name: 'Set up single sign-on' }).first().click();
    const setup = page.getByRole('dialog', { name: 'Set up single sign-on' });
    await setup.getByRole('radio', { name: /Other SAML provider/ }).check();
    await setup.getByRole('button', { name: 'Continue' }).click();
    await expect(setup.getByRole('group', { name: 'ACS URL (single sign-on URL)' })).toBeVisible();
    await setup.getByRole('button', { name: 'Next' }).click();
    await setup.getByRole('textbox', { name: 'Metadata URL' }).fill(idp.metadataUrl);
    await setup.getByRole('button', { name: 'Save connection' }).click();
    await expect(setup).toBeHidden();
    // Saved, the portal opens the connection's own page.
    await expect(portal.getByRole('heading', { name: 'Other SAML provider', level: 2 })).toBeVisible();
    const domain = domainOf();
    await verifyDomain(page, dns, domain);
    const email = `sam.lee@${domain}`;

    // Test connection, before it is switched on: a real sign-in in a pop-up, whose result the portal shows.
    const popupOpened = page.waitForEvent('popup');
    await portal.getByRole('button', { name: 'Test connection' }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(new RegExp(`^${idp.base}/sso\\?SAMLRequest=`), { timeout: 10_000 });
    await popup.getByLabel('Work email').fill(email);
    await popup.getByRole('button', { name: 'Sign in to the identity provider' }).click();
    await popup.getByRole('button', { name: 'Continue to the application' }).click();
    await expect(portal.getByText(`The identity provider signed in ${email}`)).toBeVisible({ timeout: 15_000 });
    await expect(portal.getByRole('row', { name: /Groups.*engineering/ })).toBeVisible();
    await mapGroupAndEnable(page, 'Other SAML provider', 'engineering', 'Admin');

    const context = await browser.newContext();
    const member = await context.newPage();
    await member.goto('/account/login');
    await member.getByLabel('Email').fill(email);
    await member.getByRole('button', { name: 'Continue' }).click();
    // The login box says where it is sending the person, then the identity provider's page.
    await expect(member).toHaveURL(new RegExp(`^${idp.base}/sso\\?SAMLRequest=`), { timeout: 10_000 });
    await member.getByLabel('Work email').fill(email);
    await member.getByRole('button', { name: 'Sign in to the identity provider' }).click();
    await member.getByRole('button', { name: 'Continue to the application' }).click();
    await expectSignedInWithRole(member, email, company);
    await context.close();
  } finally {
    await idp.close();
    dns.close();
  }
});

test('OIDC: set up in the portal against oidc-provider, a member signs in with the mapped role', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await waitForServer(request);
  const dns = await startTxtServer(DNS_PORT);
  const client = { clientId: 'gatehouse-e2e', clientSecret: 'e2e-oidc-client-secret-0123456789abcdef' };
  const op = await startGoogleShapedProvider({ ...client, redirectUri: `${DEMO_URL}/account/oidc/callback` });
  try {
    const adminEmail = uniqueEmail('oidc-admin');
    const company = `Oidc ${Date.now()}`;
    await account(request, adminEmail, company);
    const portal = await openSsoSection(page, adminEmail);
    await portal.getByRole('button', { name: 'Set up single sign-on' }).first().click();
    const setup = page.getByRole('dialog', { name: 'Set up single sign-on' });
    await setup.getByRole('radio', { name: /OpenID Connect provider/ }).check();
    await setup.getByRole('button', { name: 'Continue' }).click();
    await expect(setup.getByText(`${DEMO_URL}/account/oidc/callback`).first()).toBeVisible();
    await setup.getByRole('button', { name: 'Next' }).click();
    await setup.getByRole('textbox', { name: 'Issuer URL' }).fill(op.base);
    await setup.getByRole('textbox', { name: 'Client ID' }).fill(client.clientId);
    await setup.getByLabel('Client secret').fill(client.clientSecret);
    await setup.getByRole('button', { name: 'Save connection' }).click();
    await expect(setup).toBeHidden();
    await expect(portal.getByRole('heading', { name: 'OpenID Connect provider', level: 2 })).toBeVisible();
    const domain = domainOf();
    await verifyDomain(page, dns, domain);
    await mapGroupAndEnable(page, 'OpenID Connect provider', 'platform', 'Admin');

    const email = `olive.idp@${domain}`;
    op.state.next = { sub: `sub-${Date.now()}`, email, email_verified: true, name: 'Olive Idp', groups: ['platform'] };
    const context = await browser.newContext();
    const member = await context.newPage();
    await member.goto('/account/login');
    await member.getByLabel('Email').fill(email);
    await member.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInWithRole(member, email, company);
    await context.close();
  } finally {
    await op.close();
    dns.close();
  }
});
