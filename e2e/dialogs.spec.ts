import type { Locator, Page } from '@playwright/test';
import { expect } from './capture';
import { portalDialogs } from './portal-dialogs';
import { openSection, portalSections, previewTest as test, viewports } from './preview-page';

// Issue 16, must show 1 (first half): with 30 roles, 100 permissions and 54 users in the account, every dialog of the
// portal (portal-dialogs.ts lists them) is opened, filled and submitted at 1280×800 and at 375×812. A dialog must fit
// the window, its long lists scrolling inside it, so that its submit button can be reached and pressed.

/** A dialog fits the window: nothing of it is off screen. */
async function expectFitsWindow(page: Page, scope: Locator): Promise<void> {
  const role = await scope.first().getAttribute('role');
  if (role !== 'dialog' && role !== 'alertdialog') return;
  const box = (await scope.first().boundingBox())!;
  const window = page.viewportSize()!;
  expect(box.y, 'top of the dialog in the window').toBeGreaterThanOrEqual(0);
  expect(box.x, 'start of the dialog in the window').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom of the dialog in the window').toBeLessThanOrEqual(window.height + 1);
  expect(box.x + box.width, 'end of the dialog in the window').toBeLessThanOrEqual(window.width + 1);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`${size} ${viewport.width}×${viewport.height}, large account`, () => {
    for (const dialog of portalDialogs) {
      test(dialog.name, async ({ page }) => {
        test.setTimeout(30_000);
        await page.setViewportSize(viewport);
        await openSection(
          page,
          portalSections.find((s) => s.section === dialog.section)!,
          { data: 'large' },
        );
        const scope = await dialog.open(page);
        await expectFitsWindow(page, scope);
        await dialog.fill(scope, page);
        await dialog.done(scope, page);
      });
    }
  });
}
