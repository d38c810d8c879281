import { useEffect, useRef, type ReactNode } from 'react';
import { createLoginFlow, type LoginFlow } from '@gatehouse/client';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { LoginBoxLayout } from './login-box-layout';
import { RegisterQuickLoginScreen } from './register-quick-login-screen';
import { SignedInScreen } from './signed-in-screen';
import { TwoFactorScreen } from './two-factor-screen';
import { useFlow } from './use-flow';
import { useShownText } from './use-shown-text';

/** Which callback a route is: the login flow's action that finishes it. */
type Callback = keyof Pick<LoginFlow, 'loginWithSamlCallback' | 'loginWithOidcCallback' | 'loginWithSocialCallback'>;

/**
 * A sign-in callback route (spec 000 §2.1 samlCallbackUrl, oidcRedirectUrl, socialLoginCallbackUrl): the values the
 * identity provider sent back are posted once (the flow takes them out of the address bar), then the box shows the
 * second factor, the signed-in state, or the failure while the flow redirects (§4.1.9).
 */
function SsoCallbackScreen({ callback }: { callback: Callback }): ReactNode {
  const { t } = useMessages(loginRoutesMessages);
  const shown = useShownText();
  const [state, flow] = useFlow(createLoginFlow);
  // Once per page: StrictMode runs effects twice, and the parameters are gone after the first run.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void flow[callback]();
  }, [flow, callback]);

  if (state.step === 'loginWithTwoFactor' || state.step === 'forceTwoFactor' || state.step === 'recoverTwoFactor')
    return <TwoFactorScreen state={state} flow={flow} />;
  if (state.flow === 'registerQuickLogin') return <RegisterQuickLoginScreen state={state} flow={flow} />;
  if (state.step === 'success') return <SignedInScreen />;
  if (state.step === 'loginWithSSOFailed') {
    return (
      <LoginBoxLayout title={t('login.sso.failedTitle')} step="ssoFailed">
        <div className="gh-error" role="alert">
          {shown(state.error ?? '')}
        </div>
        <p className="gh-status" role="status">
          {t('login.sso.redirecting')}
        </p>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title={t('login.sso.signingInTitle')} step="ssoCallback">
      <p className="gh-status" role="status">
        {t('login.sso.signingIn')}
      </p>
    </LoginBoxLayout>
  );
}

/** The SAML callback route (samlCallbackUrl). */
export const SamlCallbackScreen = (): ReactNode => <SsoCallbackScreen callback="loginWithSamlCallback" />;
/** The OIDC redirect route (oidcRedirectUrl). */
export const OidcCallbackScreen = (): ReactNode => <SsoCallbackScreen callback="loginWithOidcCallback" />;
/** The social success route (socialLoginCallbackUrl). */
export const SocialSuccessScreen = (): ReactNode => <SsoCallbackScreen callback="loginWithSocialCallback" />;
