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

/**
 * The box's screens (HOSTED_SCREENS) under a page the server hosts: `${base}/sign-up` … The server
 * answers exactly these paths (features/oauth/hosted-pages.ts LOGIN_BOX_SCREENS); the hosted
 * admin portal puts them under /portal.
 */
export const loginBoxScreenRoutes = (base: string): Partial<Routes> => ({
  signUpUrl: `${base}/sign-up`,
  forgetPasswordUrl: `${base}/forgot-password`,
  resetPasswordUrl: `${base}/reset-password`,
  activateUrl: `${base}/activate`,
  logoutUrl: `${base}/logout`,
});

/** The provider routes of the hosted box: its screens under the login path, and the resume URL after sign-in. */
export const hostedRoutes = (resume: string): Partial<Routes> => ({
  loginUrl: HOSTED_LOGIN_PATH,
  ...loginBoxScreenRoutes(HOSTED_LOGIN_PATH),
  authenticatedUrl: resume,
});
