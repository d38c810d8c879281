/** A login-box screen the preview page links to: its route (in the hash) and whether it needs a signed-in user. */
export interface PreviewScreen {
  label: string;
  route: string;
  signedIn?: boolean;
}

// The emailed links' screens open with the preview's link token (docs/preview-mode.md): Ada resets her password,
// Katherine (invited, not yet activated) activates or accepts her invitation.
const link = (path: string, userId: string) => `${path}?userId=${userId}&token=preview-link`;

/**
 * Every login-box screen a route opens. The steps inside a flow (the password step, the MFA code, the recovery
 * code) are reached by signing in: grace@example.com has an authenticator app (code 123456).
 */
export const previewScreens: readonly PreviewScreen[] = [
  { label: 'Sign in', route: '/account/login' },
  { label: 'Sign up', route: '/account/sign-up' },
  { label: 'Forgot password', route: '/account/forget-password' },
  { label: 'Reset password', route: link('/account/reset-password', 'user-ada') },
  { label: 'Activate account', route: link('/account/activate', 'user-katherine') },
  { label: 'Accept invitation', route: link('/account/invitation/accept', 'user-katherine') },
  { label: 'Reset phone number', route: '/account/reset-phone-number' },
  { label: 'Step-up', route: '/account/step-up', signedIn: true },
];

/** Host messages shown over Gatehouse's when the page is asked for them (`localization=host`). */
export const hostLocalization = {
  en: { 'login.signIn.title': 'Welcome back to Acme' },
  de: { 'login.signIn.title': 'Willkommen zurück bei Acme' },
  he: { 'login.signIn.title': 'ברוכים השבים ל-Acme' },
};
