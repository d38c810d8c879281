import type { Locator, Page } from '@playwright/test';
import { expect, test } from './capture';

// Steps shared by the no-server proofs (playwright.preview.config.ts): the demo's preview page (/preview) runs the
// login box and the portal in preview mode, every call answered in the page (docs/preview-mode.md).

/** The preview users' password and the code every second factor accepts. */
export const PREVIEW_PASSWORD = 'preview-password';
export const PREVIEW_CODE = '123456';

/** The two window sizes issue 16 asks for. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/** The brand colours of the contrast proofs: none (the default palette), a dark one and a light one. */
export const brands = ['default', 'dark', 'light'] as const;

/** What the preview page is asked for; see apps/demo/src/preview/preview-params.ts. */
export interface PreviewQuery {
  view?: 'login' | 'portal';
  section?: string;
  locale?: 'en' | 'de' | 'he';
  mode?: 'light' | 'dark';
  brand?: (typeof brands)[number];
  data?: 'large';
  localization?: 'host';
  /** Milliseconds every answer waits: 0 here unless a test wants the spec's 500. */
  delay?: number;
}

/** A portal section: its `section` parameter and the title of its page (and navigation entry). */
export interface PortalSection {
  section: string;
  title: string;
}

/** Every section the portal has today, in the order the navigation groups them. */
export const portalSections: readonly PortalSection[] = [
  { section: 'profile', title: 'Profile' },
  { section: 'privacy', title: 'Privacy' },
  { section: 'personalApiTokens', title: 'Personal API tokens' },
  { section: 'account', title: 'Account' },
  { section: 'users', title: 'Users' },
  { section: 'groups', title: 'Groups' },
  { section: 'roles', title: 'Roles' },
  { section: 'apiTokens', title: 'API tokens' },
  { section: 'sso', title: 'Single sign-on' },
];

/** The preview page's address for `query`, without its control bar, and a login-box route in the hash. */
export function previewUrl(query: PreviewQuery = {}, route?: string): string {
  const params = new URLSearchParams({ controls: 'off', delay: '0' });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/preview?${params.toString()}${route ? `#${route}` : ''}`;
}

/**
 * Loads the preview page afresh: the preview starts again from its fixtures. (Going to an address that differs only
 * in its hash would not reload the page, and the flow on screen would carry on.)
 */
export async function load(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

/** Waits for the page's finite animations (a dialog fading in) to end: axe and screenshots see the final colours. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** Waits until the page has nothing left to load: fonts, and no visible loading status or busy region. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
  await expect(page.getByRole('status').filter({ hasText: /Loading|Wird geladen|טוען/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A section's page: its title (the page's one level-1 heading), or the region it is named by. */
function sectionShown(page: Page, title: { name?: string; exact?: boolean }): Locator {
  return page
    .getByRole('heading', { level: 1, ...title })
    .or(page.getByRole('region', title))
    .first();
}

/** Opens a portal section signed in as the admin preview user; answers the section's main region once it shows. */
export async function openSection(page: Page, section: PortalSection, query: PreviewQuery = {}): Promise<void> {
  await load(page, previewUrl({ ...query, view: 'portal', section: section.section }));
  // The titles are English; in another locale the page's one main heading is waited for.
  const title = (query.locale ?? 'en') === 'en' ? { name: section.title, exact: true } : {};
  await expect(sectionShown(page, title)).toBeVisible();
  await settle(page);
}

/** Opens a login-box route, signed out unless `query.view` is `portal`, once its heading shows. */
export async function openScreen(page: Page, route: string, query: PreviewQuery = {}): Promise<void> {
  await load(page, previewUrl(query, route));
  await expect(page.getByRole('heading').first()).toBeVisible();
  await settle(page);
}

/** The email and password steps of the login box. */
export async function signIn(page: Page, email: string, password = PREVIEW_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The portal's navigation. */
export const portalNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Admin portal' });

/** Opens a section from the portal's navigation (a link or a button, whichever the shell uses). */
export async function goToSection(page: Page, title: string): Promise<void> {
  const nav = portalNav(page);
  // A narrow window folds the navigation into a drawer behind a button.
  const opener = page.getByRole('button', { name: 'Open navigation' });
  if (await opener.isVisible()) await opener.click();
  await nav
    .getByRole('link', { name: title, exact: true })
    .or(nav.getByRole('button', { name: title, exact: true }))
    .click();
  await expect(sectionShown(page, { name: title, exact: true })).toBeVisible();
}

/** Closes the dialog that shows a new token's secret once, if the section shows it in one. */
export async function closeSecret(page: Page): Promise<void> {
  const shown = page.getByRole('dialog').filter({ has: page.getByRole('group', { name: 'Secret' }) });
  if ((await shown.count()) === 0) return;
  await shown
    .getByRole('button', { name: 'Done' })
    .or(shown.getByRole('button', { name: 'Close' }))
    .first()
    .click();
  await expect(shown).toBeHidden();
}

/**
 * Runs `open`; when it fails, notes where and why (the error's first line) in `unreachable` and answers false, so a
 * loop over many screens reports every one it could not reach and goes on with the others.
 */
export async function reach(where: string, open: () => Promise<unknown>, unreachable: string[]): Promise<boolean> {
  return open().then(
    () => true,
    (error: Error) => (unreachable.push(`${where}: ${error.message.split('\n')[0]}`), false),
  );
}

/** Requests that left the page's own origin: a preview proof allows none. */
export function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

/** A fixed moment for every preview page, after all the fixtures' dates: relative times and new rows never drift. */
export const PREVIEW_NOW = new Date('2025-10-15T09:00:00Z');

/**
 * `test` whose `page` is one page for the whole worker (a new context per test would cost more than the test): each
 * test opens the preview page it needs, and each load starts the preview from its fixtures again.
 */
export const previewTest = test.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, timezoneId, locale, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, timezoneId, locale, reducedMotion, viewport: viewports.desktop });
      const page = await context.newPage();
      await page.clock.setFixedTime(PREVIEW_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage }, use) => use(sharedPage),
});
