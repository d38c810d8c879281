import { lazy, Suspense, type ReactNode } from 'react';
import type { AuthScreenName } from '../routing/match-auth-route';
import { LoginBoxLayout } from './login-box-layout';

// One chunk per screen, so the first screen a visitor sees loads only itself (bundle budget).
const screens = {
  login: lazy(() => import('./login-screen').then((m) => ({ default: m.LoginScreen }))),
  signUp: lazy(() => import('./sign-up-screen').then((m) => ({ default: m.SignUpScreen }))),
  activate: lazy(() => import('./activate-screen').then((m) => ({ default: m.ActivateScreen }))),
  acceptInvitation: lazy(() => import('./accept-invitation-screen').then((m) => ({ default: m.AcceptInvitationScreen }))),
  forgotPassword: lazy(() => import('./forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen }))),
  resetPassword: lazy(() => import('./reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen }))),
  resetPhoneNumber: lazy(() => import('./reset-phone-number-screen').then((m) => ({ default: m.ResetPhoneNumberScreen }))),
  logout: lazy(() => import('./logout-screen').then((m) => ({ default: m.LogoutScreen }))),
  stepUp: lazy(() => import('./step-up-screen').then((m) => ({ default: m.StepUpScreen }))),
  magicLink: lazy(() => import('./magic-link-screen').then((m) => ({ default: m.MagicLinkScreen }))),
  impersonate: lazy(() => import('./impersonate-screen').then((m) => ({ default: m.ImpersonateScreen }))),
} satisfies Record<AuthScreenName, unknown>;

/** Props of AuthScreen. */
export interface AuthScreenProps {
  screen: AuthScreenName;
}

/** Renders the login-box screen of an auth route, lazily loaded. */
export function AuthScreen({ screen }: AuthScreenProps): ReactNode {
  const Screen = screens[screen];
  return (
    <Suspense
      fallback={
        <LoginBoxLayout title="Loading…">
          <div className="gh-loading" role="status">
            Loading…
          </div>
        </LoginBoxLayout>
      }
    >
      <Screen />
    </Suspense>
  );
}
