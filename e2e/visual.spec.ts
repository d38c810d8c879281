import { expect } from './capture';
import { openScreen, openSection, portalSections, previewTest as test, reach, viewports } from './preview-page';
import { loginScreens } from './preview-screens';

// Issue 16, must show 1 (second half) and 4: every login-box screen and every portal section at 1280 px and 375 px,
// light and dark, against the baselines in e2e/screenshots/ (docs/testing.md tells how to update them); Hebrew
// mirrored; a host's message override shown. Each test photographs a whole set in a loop, with soft assertions,
// so one changed screen does not hide the others.

const shot = { fullPage: true } as const;

for (const [size, viewport] of Object.entries(viewports)) {
  for (const mode of ['light', 'dark'] as const) {
    test(`every login-box screen and portal section, ${size} ${viewport.width}×${viewport.height}, ${mode}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      // A screen that cannot be reached is reported by name, and the others are still photographed.
      const unreachable: string[] = [];
      const photograph = async (name: string, open: () => Promise<void>) => {
        if (await reach(name, open, unreachable)) await expect.soft(page).toHaveScreenshot(`${name}-${size}-${mode}.png`, shot);
      };
      for (const screen of loginScreens) await photograph(`login-${screen.name}`, () => screen.open(page, { mode }));
      for (const section of portalSections) await photograph(`portal-${section.section}`, () => openSection(page, section, { mode }));
      expect(unreachable, 'screens and sections that could not be opened').toEqual([]);
    });
  }
}

test('Hebrew renders right to left, mirrored: the login box and the portal', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await openScreen(page, '/account/login', { locale: 'he' });
  for (const element of [page.getByRole('heading').first(), page.getByRole('textbox').first()])
    expect(await element.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect.soft(page).toHaveScreenshot('rtl-login-sign-in-desktop.png', shot);

  await openSection(
    page,
    portalSections.find((s) => s.section === 'users')!,
    { locale: 'he' },
  );
  // Mirrored: the navigation sits to the right of the page's title.
  const navBox = (await page.getByRole('navigation', { name: 'פורטל הניהול' }).boundingBox())!;
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(navBox.x).toBeGreaterThan(titleBox.x);
  await expect.soft(page).toHaveScreenshot('rtl-portal-users-desktop.png', shot);
});

test("a host's message override shows in the login box, in each locale it is given for", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await openScreen(page, '/account/login', { localization: 'host' });
  await expect(page.getByRole('heading', { name: 'Welcome back to Acme' })).toBeVisible();
  await expect.soft(page).toHaveScreenshot('host-override-sign-in-desktop.png', shot);
  await openScreen(page, '/account/login', { localization: 'host', locale: 'de' });
  await expect(page.getByRole('heading', { name: 'Willkommen zurück bei Acme' })).toBeVisible();
  // Only the overridden message changes: the rest is Gatehouse's German.
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
});
