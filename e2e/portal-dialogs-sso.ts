import { expect } from './capture';
import { choose, closes, openFrom, type PortalDialogCase } from './portal-dialog-steps';

// The single sign-on section's dialogs and forms (the SSO area of portal-dialogs.ts).

export const ssoDialogs: readonly PortalDialogCase[] = [
  {
    name: 'SSO: set up single sign-on',
    section: 'sso',
    kind: 'dialog',
    open: (page) => openFrom(page, 'Set up single sign-on', 'Set up single sign-on'),
    async fill(dialog) {
      await dialog.getByRole('radio', { name: /Okta/ }).check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog.getByRole('group', { name: 'ACS URL (single sign-on URL)' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('textbox', { name: 'Metadata URL' }).fill('https://acme.okta.com/app/exk1/sso/saml/metadata');
      await dialog.getByRole('button', { name: 'Save connection' }).click();
    },
    done: closes,
  },
  {
    name: 'SSO: add and verify a domain',
    section: 'sso',
    kind: 'form',
    async open(page) {
      await page.getByRole('button', { name: 'Manage Other SAML provider' }).click();
      return page.getByRole('tabpanel', { name: 'Domains' });
    },
    async fill(panel) {
      await panel.getByRole('textbox', { name: 'Domain' }).fill('acme-labs.example.com');
      await panel.getByRole('button', { name: 'Add domain' }).click();
      await panel.getByRole('button', { name: 'Verify acme-labs.example.com' }).click();
    },
    async done(_panel, page) {
      await expect(page.getByRole('status').filter({ hasText: 'acme-labs.example.com verified' }).first()).toBeVisible();
    },
  },
  {
    name: 'SSO: map an IdP group',
    section: 'sso',
    kind: 'dialog',
    async open(page) {
      await page.getByRole('button', { name: 'Manage Other SAML provider' }).click();
      await page.getByRole('tab', { name: 'Roles' }).click();
      return openFrom(page, 'Map a group', 'Map a group');
    },
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: /Group name in the identity provider/ }).fill('Engineering');
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: 'Map group' }).click();
    },
    done: closes,
  },
];
