import type { Locator, Page } from '@playwright/test';
import { expect } from './capture';

// The steps every portal dialog case is written with (portal-dialogs.ts and the per-area files beside it).

/** One dialog of the portal: where it lives, how it opens, what is typed into it and what proves it is done. */
export interface PortalDialogCase {
  name: string;
  /** The `section` parameter of the preview page. */
  section: string;
  /** A dialog, or a settings form on the page itself. */
  kind: 'dialog' | 'form';
  /** Opens it; answers the dialog (or, for a settings form, the page). */
  open(page: Page): Promise<Locator>;
  /** Fills it and presses its submit button. */
  fill(scope: Locator, page: Page): Promise<void>;
  /** Waits for the proof it was done. */
  done(scope: Locator, page: Page): Promise<void>;
}

export const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Opens a row's action menu (`More actions for …`) and picks `item`; the older rows' own button otherwise. */
export async function rowAction(page: Page, row: string, item: string | RegExp, fallback: string | RegExp): Promise<void> {
  const menu = page.getByRole('button', { name: `More actions for ${row}` });
  const button = page.getByRole('button', { name: fallback });
  await expect(menu.or(button).first()).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('menuitem', { name: item }).click();
  } else await button.first().click();
}

/** Picks `name` in a long list: through the list's filter box when it has one, then its checkbox. */
export async function choose(scope: Locator, filter: RegExp, name: string): Promise<void> {
  const box = scope.getByRole('searchbox', { name: filter }).or(scope.getByRole('textbox', { name: filter }));
  if ((await box.count()) > 0) await box.first().fill(name);
  await scope.getByRole('checkbox', { name, exact: true }).check();
}

/** Narrows the users table to one address, so its row is on the first page whatever the sort. */
export async function findUser(page: Page, email: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Search/ }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
}

/** A dialog that closes once its work is done, with nothing refused. */
export const closes = async (dialog: Locator) => expect(dialog, 'the dialog closes once submitted').toBeHidden();
/** A settings form: a status or toast confirms the save. */
export const confirmed = async (_scope: Locator, page: Page) =>
  expect(
    page
      .getByRole('status')
      .filter({ hasText: /saved|changed|updated/i })
      .first(),
  ).toBeVisible();

/** Opens a dialog from the section's main action (or one of its "more" menu's items). */
export async function openFrom(page: Page, button: string | RegExp, dialog: string | RegExp, moreMenu?: [string, string | RegExp]) {
  const direct = page.getByRole('button', { name: button });
  if (moreMenu && !(await direct.first().isVisible())) {
    await page.getByRole('button', { name: moreMenu[0] }).click();
    await page.getByRole('menuitem', { name: moreMenu[1] }).click();
  } else await direct.first().click();
  const opened = dialogNamed(page, dialog);
  await expect(opened).toBeVisible();
  return opened;
}
