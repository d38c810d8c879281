import type { Routes } from '@gatehouse/client';

/** Where the hosted login box lives on the Gatehouse server (features/oauth/hosted-pages.ts serves these paths). */
export const HOSTED_LOGIN_PATH = '/oauth/login';

/** The screens of the hosted box besides sign-in, each under the login path (`/oauth/login/sign-up`). */
export const HOSTED_SCREENS = ['sign-up', 'forgot-password', 'reset-password', 'activate', 'logout'] as const;

const RESUME_KEY = 'gatehouse.hosted-login.resume';

/**
 * The authorization request to go back to once signed in: `/oauth/authorize` with the query the
 * server sent the browser here with. Kept for the tab, so moving between the box's screens (which
 * drops the query) still comes back to it. Always a path of this origin: never an open redirect.
 */
export function resumeUrl(location: Pick<Location, 'pathname' | 'search'>, storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  if (location.pathname === HOSTED_LOGIN_PATH && new URLSearchParams(location.search).has('client_id')) {
    storage.setItem(RESUME_KEY, location.search);
  }
  const search = storage.getItem(RESUME_KEY) ?? '';
  return `/oauth/authorize${search.startsWith('?') ? search : ''}`;
}

/** The provider routes of the hosted box: its screens under the login path, and the resume URL after sign-in. */
export const hostedRoutes = (resume: string): Partial<Routes> => ({
  loginUrl: HOSTED_LOGIN_PATH,
  signUpUrl: `${HOSTED_LOGIN_PATH}/sign-up`,
  forgetPasswordUrl: `${HOSTED_LOGIN_PATH}/forgot-password`,
  resetPasswordUrl: `${HOSTED_LOGIN_PATH}/reset-password`,
  activateUrl: `${HOSTED_LOGIN_PATH}/activate`,
  logoutUrl: `${HOSTED_LOGIN_PATH}/logout`,
  authenticatedUrl: resume,
});
