import type { Page } from '@playwright/test';
import { expect } from './capture';
import { openScreen, openSection, settle, signIn, type PreviewQuery } from './preview-page';

// The login box's screens as the no-server proofs reach them: by route (the emailed links carry the preview's link
// token) or, for the steps inside a flow, by driving the preview flow (docs/preview-mode.md).

/** One login-box screen: its name in reports and baselines, and how to get there from a fresh page. */
export interface LoginScreen {
  name: string;
  open(page: Page, query?: PreviewQuery): Promise<void>;
}

const byRoute = (name: string, route: string, heading: string): LoginScreen => ({
  name,
  async open(page, query) {
    await openScreen(page, route, query);
    // The headings are English; other locales are checked by their baselines.
    if ((query?.locale ?? 'en') === 'en') await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  },
});

/** Every login-box screen the visual, accessibility and keyboard proofs cover. */
export const loginScreens: readonly LoginScreen[] = [
  byRoute('sign-in', '/account/login', 'Sign in'),
  {
    name: 'sign-in-password',
    async open(page, query) {
      await openScreen(page, '/account/login', query);
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await settle(page);
    },
  },
  {
    name: 'sign-in-error',
    async open(page, query) {
      await openScreen(page, '/account/login', query);
      await signIn(page, 'ada@example.com', 'not-the-password');
      await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
      await settle(page);
    },
  },
  {
    name: 'mfa',
    async open(page, query) {
      await openScreen(page, '/account/login', query);
      await signIn(page, 'grace@example.com');
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await settle(page);
    },
  },
  {
    name: 'mfa-code',
    async open(page, query) {
      await openScreen(page, '/account/login', query);
      await signIn(page, 'grace@example.com');
      // With more than one way to confirm, the box asks which first.
      const app = page.getByRole('button', { name: 'Authenticator app' });
      const code = page.getByRole('textbox', { name: /code/i });
      await expect(app.or(code).first()).toBeVisible();
      if (await app.isVisible()) await app.click();
      await expect(code).toBeVisible();
      await settle(page);
    },
  },
  byRoute('sign-up', '/account/sign-up', 'Create your account'),
  byRoute('forgot-password', '/account/forget-password', 'Forgot your password?'),
  byRoute('reset-password', '/account/reset-password?userId=user-ada&token=preview-link', 'Choose a new password'),
  byRoute('activate', '/account/activate?userId=user-katherine&token=preview-link', 'Set your password'),
  byRoute('accept-invitation', '/account/invitation/accept?userId=user-katherine&token=preview-link', 'Invitation accepted'),
  byRoute('reset-phone-number', '/account/reset-phone-number', 'Lost your phone?'),
  {
    // Step-up asks a signed-in user: the portal loads first, then the route opens in the same page.
    name: 'step-up',
    async open(page, query) {
      await openSection(page, { section: 'profile', title: 'Profile' }, query);
      await page.evaluate(() => (window.location.hash = '#/account/step-up'));
      await expect(page.getByRole('heading', { name: /two-factor|verify/i })).toBeVisible();
      await settle(page);
    },
  },
];
