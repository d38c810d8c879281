import type { Routes } from '@gatehouse/client';

/** The auth screens the provider renders itself (spec 000 §2.1 routes owned by the login box). */
export type AuthScreenName =
  | 'login'
  | 'signUp'
  | 'activate'
  | 'acceptInvitation'
  | 'forgotPassword'
  | 'resetPassword'
  | 'resetPhoneNumber'
  | 'logout'
  | 'magicLink'
  | 'stepUp'
  | 'impersonate'
  | 'samlCallback'
  | 'oidcCallback'
  | 'socialSuccess';

const screenRoutes: ReadonlyArray<[AuthScreenName, keyof Routes]> = [
  ['login', 'loginUrl'],
  ['signUp', 'signUpUrl'],
  ['activate', 'activateUrl'],
  ['acceptInvitation', 'acceptInvitationUrl'],
  ['forgotPassword', 'forgetPasswordUrl'],
  ['resetPassword', 'resetPasswordUrl'],
  ['resetPhoneNumber', 'resetPhoneNumberUrl'],
  ['logout', 'logoutUrl'],
  ['stepUp', 'stepUpUrl'],
  ['magicLink', 'magicLinkCallbackUrl'],
  ['impersonate', 'impersonationUrl'],
  ['samlCallback', 'samlCallbackUrl'],
  ['oidcCallback', 'oidcRedirectUrl'],
  ['socialSuccess', 'socialLoginCallbackUrl'],
];

const normalise = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** The auth screen a route path belongs to, or null for the host's own pages. */
export function matchAuthRoute(path: string, routes: Routes): AuthScreenName | null {
  const current = normalise(path);
  for (const [screen, key] of screenRoutes) if (normalise(routes[key]) === current) return screen;
  return null;
}
