import { expect } from './capture';
import { choose, closes, confirmed, dialogNamed, findUser, openFrom, rowAction, type PortalDialogCase } from './portal-dialog-steps';
import { ssoDialogs } from './portal-dialogs-sso';
import { closeSecret, PREVIEW_CODE, PREVIEW_PASSWORD } from './preview-page';

// Every dialog (and settings form) of the portal, as a person finishes it: opened from its section, filled and
// submitted. The table is the list of what must exist (issue 16, must show 1): a dialog the portal does not have
// yet fails by name, so it cannot be forgotten once it lands.

export type { PortalDialogCase };

/** The portal's dialogs and settings forms, section by section. */
export const portalDialogs: readonly PortalDialogCase[] = [
  {
    name: 'Users: invite user',
    section: 'users',
    kind: 'dialog',
    open: (page) => openFrom(page, /^Invite user$/, 'Invite user'),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: 'Email' }).fill('new.colleague@example.com');
      await dialog.getByRole('textbox', { name: 'Name' }).fill('New Colleague');
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
    },
    done: closes,
  },
  {
    name: 'Users: invite many',
    section: 'users',
    kind: 'dialog',
    open: (page) => openFrom(page, /^Invite (many|several)$/, /^Invite (many|several)/, ['More ways to invite', 'Invite many']),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: /Email addresses|Emails/ }).fill('first.new@example.com\nsecond.new@example.com');
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: /^Send invitations|^Invite/ }).click();
    },
    async done(dialog, page) {
      // The dialog either closes or lists what happened to each address.
      await expect(
        dialog
          .getByText('Invited')
          .first()
          .or(page.getByText(/2 invitations sent/))
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'Users: invitation link',
    section: 'users',
    kind: 'dialog',
    open: (page) => openFrom(page, /^Invitation link$/, /Invitation link/, ['More ways to invite', 'Invitation link']),
    async fill(dialog) {
      const days = dialog.getByRole('spinbutton', { name: /days/i }).or(dialog.getByRole('textbox', { name: /days/i }));
      if ((await days.count()) > 0) await days.first().fill('7');
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: /^(Create|Replace) link$|^Create$/ }).click();
    },
    async done(dialog) {
      const shown = () => dialog.evaluate((el) => `${el.textContent} ${[...el.querySelectorAll('input')].map((i) => i.value).join(' ')}`);
      await expect.poll(shown, { message: 'the dialog shows the invitation link' }).toMatch(/https?:\/\/\S+/);
    },
  },
  {
    name: 'Users: edit roles',
    section: 'users',
    kind: 'dialog',
    async open(page) {
      await findUser(page, 'alan@example.com');
      await rowAction(page, 'alan@example.com', 'Edit roles', 'Edit roles of alan@example.com');
      const dialog = dialogNamed(page, /Roles of Alan Turing/);
      await expect(dialog).toBeVisible();
      return dialog;
    },
    async fill(dialog) {
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: 'Save roles' }).click();
    },
    done: closes,
  },
  {
    name: 'Groups: create group',
    section: 'groups',
    kind: 'dialog',
    open: (page) => openFrom(page, 'Create group', 'Create group'),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: 'Group name' }).fill('Platform');
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Runs the platform');
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    },
    done: closes,
  },
  {
    name: 'Groups: edit group',
    section: 'groups',
    kind: 'dialog',
    async open(page) {
      await rowAction(page, 'Engineering', 'Edit', /^Edit Engineering$/);
      const dialog = dialogNamed(page, 'Edit Engineering');
      await expect(dialog).toBeVisible();
      return dialog;
    },
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Builds and runs the product');
      await choose(dialog, /Filter roles/, 'Developer');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
    },
    done: closes,
  },
  {
    name: 'Groups: members',
    section: 'groups',
    kind: 'dialog',
    async open(page) {
      await rowAction(page, 'Finance', 'Members', 'Members of Finance');
      const dialog = dialogNamed(page, 'Members of Finance');
      await expect(dialog).toBeVisible();
      return dialog;
    },
    async fill(dialog) {
      const filter = dialog.getByRole('searchbox', { name: /Filter users/ }).or(dialog.getByRole('textbox', { name: /Filter users/ }));
      if ((await filter.count()) > 0) await filter.first().fill('alan');
      await dialog.getByRole('checkbox', { name: /alan@example\.com|Alan Turing/ }).check();
      await dialog.getByRole('button', { name: 'Add selected' }).click();
    },
    async done(dialog, page) {
      // The dialog may stay open on the new member list; the toast tells it was done either way.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /added to Finance/ })
          .first(),
      ).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    },
  },
  {
    name: 'Roles: create role',
    section: 'roles',
    kind: 'dialog',
    open: (page) => openFrom(page, /^Create role$/, /Create role/),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('Reviewer');
      const key = dialog.getByRole('textbox', { name: /^Key/ });
      if ((await key.count()) > 0) await key.fill('Reviewer');
      await choose(dialog, /Filter|Search/, 'Export reports');
      await dialog.getByRole('button', { name: /^Create( role)?$/ }).click();
    },
    done: closes,
  },
  {
    name: 'Roles: edit role',
    section: 'roles',
    kind: 'dialog',
    async open(page) {
      await rowAction(page, 'Support', 'Edit', /^Edit Support$/);
      const dialog = dialogNamed(page, 'Edit Support');
      await expect(dialog).toBeVisible();
      return dialog;
    },
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: /^Description/ }).fill('Helps members and answers their tickets');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
    },
    done: closes,
  },
  {
    name: 'Roles: permissions',
    section: 'roles',
    kind: 'dialog',
    async open(page) {
      await rowAction(page, 'Support', /Permissions/, /^Permissions( of Support)?$/);
      const dialog = page.getByRole('dialog', { name: /Support/ });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    async fill(dialog) {
      await choose(dialog, /Filter|Search/, 'Export reports');
      await dialog.getByRole('button', { name: /^Save/ }).click();
    },
    done: closes,
  },
  {
    name: 'Personal API tokens: generate token',
    section: 'personalApiTokens',
    kind: 'dialog',
    open: (page) => openFrom(page, /^(Generate|Create) token$/, /^(Generate|Create) token$/),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Build server');
      await dialog.getByRole('button', { name: /^(Generate|Create)$/ }).click();
    },
    async done(dialog, page) {
      await closes(dialog);
      await expect(page.getByTestId('token-secret').or(page.getByRole('group', { name: 'Secret' }))).toBeVisible();
      await closeSecret(page);
    },
  },
  {
    name: 'API tokens: generate token',
    section: 'apiTokens',
    kind: 'dialog',
    open: (page) => openFrom(page, /^(Generate|Create) token$/, /^(Generate|Create) token$/),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Deploy bot');
      await choose(dialog, /Filter roles/, 'Auditor');
      await dialog.getByRole('button', { name: /^(Generate|Create)$/ }).click();
    },
    async done(dialog, page) {
      await closes(dialog);
      await expect(page.getByTestId('token-secret').or(page.getByRole('group', { name: 'Secret' }))).toBeVisible();
      await closeSecret(page);
    },
  },
  ...ssoDialogs,
  {
    name: 'Account: settings saved',
    section: 'account',
    kind: 'form',
    open: async (page) => page.getByRole('form', { name: /Account settings/ }),
    async fill(form, page) {
      await form.getByRole('textbox', { name: /^(Company|Account)? ?name/i }).fill('Acme Corporation');
      // The form's buttons may sit in its card's footer, outside the form element.
      await form
        .getByRole('button', { name: /^Save/ })
        .or(page.getByRole('button', { name: /^Save( changes| settings)?$/ }))
        .first()
        .click();
    },
    done: confirmed,
  },
  {
    name: 'Account: custom login saved',
    section: 'account',
    kind: 'form',
    async open(page) {
      await page.getByRole('tab', { name: /Custom login|Login box/ }).click();
      return page.getByRole('tabpanel');
    },
    async fill(panel) {
      await panel.getByRole('textbox', { name: /Title/ }).first().fill('Welcome to Acme');
      await panel.getByRole('button', { name: /^Save/ }).first().click();
    },
    done: confirmed,
  },
  {
    name: 'Profile: details saved',
    section: 'profile',
    kind: 'form',
    open: async (page) => page.getByRole('main').or(page.locator('body')).first(),
    async fill(scope) {
      await scope.getByRole('textbox', { name: /^(Full )?name$/i }).fill('Ada King');
      await scope
        .getByRole('button', { name: /^Save( profile| changes)?$/ })
        .first()
        .click();
    },
    done: confirmed,
  },
  {
    name: 'Profile: change password',
    section: 'profile',
    kind: 'form',
    async open(page) {
      // A dialog behind a button, or a form of its own on the page.
      const opener = page.getByRole('button', { name: /^Change password$/ });
      const dialog = dialogNamed(page, /password/i);
      if ((await page.getByRole('textbox', { name: 'Current password' }).count()) === 0) await opener.click();
      return (await dialog.count()) > 0 ? dialog : page.getByRole('form', { name: /password/i });
    },
    async fill(scope, page) {
      await scope.getByRole('textbox', { name: 'Current password', exact: true }).fill(PREVIEW_PASSWORD);
      await scope.getByRole('textbox', { name: 'New password', exact: true }).fill('another-preview-password-2');
      const repeat = scope.getByRole('textbox', { name: /Confirm|Repeat/ });
      if ((await repeat.count()) > 0) await repeat.fill('another-preview-password-2');
      // The submit button may sit in the card's footer, outside the form element.
      await page
        .getByRole('button', { name: /^(Change|Save|Update) password$/ })
        .last()
        .click();
    },
    done: confirmed,
  },
  {
    name: 'Profile: authenticator app set-up',
    section: 'profile',
    kind: 'dialog',
    open: (page) => openFrom(page, /Set up (an )?authenticator app|Add (an )?authenticator app/i, /authenticator/i),
    async fill(dialog) {
      await dialog.getByRole('textbox', { name: /code/i }).first().fill(PREVIEW_CODE);
      await dialog.getByRole('button', { name: /^(Verify|Confirm|Turn on|Next)/ }).click();
    },
    async done(_dialog, page) {
      // The recovery codes come last, shown once, in this dialog or one of their own.
      const codes = page.getByRole('group', { name: /Recovery codes/i });
      await expect(codes).toBeVisible();
      const shown = page.getByRole('dialog').filter({ has: codes });
      await shown
        .getByRole('button', { name: /^(Done|Finish)/ })
        .or(shown.getByRole('button', { name: 'Close' }))
        .first()
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    name: 'Privacy: revoke a session',
    section: 'privacy',
    kind: 'dialog',
    async open(page) {
      const other = page
        .getByRole('row')
        .filter({ hasNotText: 'This device' })
        .filter({ has: page.getByRole('button') })
        .first();
      const menu = other.getByRole('button', { name: /More actions/ });
      if ((await menu.count()) > 0) {
        await menu.click();
        await page.getByRole('menuitem', { name: /Revoke|Sign out/ }).click();
      } else await other.getByRole('button', { name: /Revoke|Sign out/ }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      return confirm;
    },
    async fill(confirm) {
      await confirm.getByRole('button', { name: /Revoke|Sign out/ }).click();
    },
    done: closes,
  },
];
