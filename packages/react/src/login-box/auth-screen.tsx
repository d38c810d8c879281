import { lazy, Suspense, useState, type ReactNode } from 'react';
import { loginMessages, loginRoutesCatalogues } from '../i18n/login-messages';
import { useCatalogueReady, useMessages } from '../i18n/use-messages';
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
  // The three sign-in callbacks share one screen, and so one chunk.
  samlCallback: lazy(() => import('./sso-callback-screen').then((m) => ({ default: m.SamlCallbackScreen }))),
  oidcCallback: lazy(() => import('./sso-callback-screen').then((m) => ({ default: m.OidcCallbackScreen }))),
  socialSuccess: lazy(() => import('./sso-callback-screen').then((m) => ({ default: m.SocialSuccessScreen }))),
} satisfies Record<AuthScreenName, unknown>;

/** Props of AuthScreen. */
export interface AuthScreenProps {
  screen: AuthScreenName;
}

/** Renders the login-box screen of an auth route, lazily loaded, once its locale's messages are in. */
export function AuthScreen({ screen }: AuthScreenProps): ReactNode {
  const Screen = screens[screen];
  const { t, ready } = useMessages(loginMessages);
  // The other routes' own messages; their English comes with their screens.
  const routesReady = useCatalogueReady(screen === 'login' ? undefined : loginRoutesCatalogues);
  const loading = (
    <LoginBoxLayout title={t('login.common.loading')} placeholder>
      <div className="gh-loading" role="status">
        {t('login.common.loading')}
      </div>
    </LoginBoxLayout>
  );
  // Waiting for the catalogue (one small chunk) keeps a German visitor from seeing the English box first; a later
  // change of locale keeps the screen (and its flow's progress) while the new catalogue loads.
  const [shown, setShown] = useState(ready && routesReady);
  if (ready && routesReady && !shown) setShown(true);
  return <Suspense fallback={loading}>{shown ? <Screen /> : loading}</Suspense>;
}
