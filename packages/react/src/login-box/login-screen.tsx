import { Suspense, useContext, useEffect, type FormEvent, type ReactNode } from 'react';
import { createLoginFlow, type LoginFlow, type LoginFlowState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { usePublicConfig } from '../hooks/use-public-config';
import { useSession } from '../hooks/use-session';
import { I18nContext } from '../i18n/i18n-context';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import {
  LazyBreachedPasswordScreen,
  LazyMagicLinkSentScreen,
  LazyPasskeyPromptScreen,
  LazyPasswordlessCodeScreen,
  LazyRegisterQuickLoginScreen,
  LazyTwoFactorScreen,
  preloadLoginSteps,
} from './lazy-login-steps';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordField } from './password-field';
import { QuickSmsSignIn } from './quick-sms-sign-in';
import { SubmitButton } from './submit-button';
import { SignedInScreen } from './signed-in-screen';
import { SocialSignIn } from './social-sign-in';
import { TextField } from './text-field';
import { useFieldErrors } from './use-field-errors';
import { useFlow } from './use-flow';
import { useShownText } from './use-shown-text';

const FIELDS = { email: ['email'], password: ['password'] } as const;

/**
 * The sign-in heading: the host's own words for it when given, else the tenant's custom-login title (written in English,
 * so only on an English page), else the catalogue's.
 */
function useSignInTitle(): string {
  const { t, locale } = useMessages(loginMessages);
  const { overrides } = useContext(I18nContext);
  const { branding } = usePublicConfig();
  const own = overrides['login.signIn.title'] === undefined && locale === 'en' ? branding.title : null;
  return own ?? t('login.signIn.title');
}

/** The step after the first screen the flow is at, if it is at one (each loads on first use). */
function laterStep(state: LoginFlowState, flow: LoginFlow): ReactNode {
  if (state.step === 'loginWithTwoFactor' || state.step === 'forceTwoFactor' || state.step === 'recoverTwoFactor')
    return <LazyTwoFactorScreen state={state} flow={flow} />;
  if (state.step === 'promptPasskeys') return <LazyPasskeyPromptScreen flow={flow} loading={state.loading} error={state.error} />;
  if (state.flow === 'registerQuickLogin') return <LazyRegisterQuickLoginScreen state={state} flow={flow} />;
  if (state.step === 'loginWithOtc' || state.step === 'loginWithSmsOtc' || state.step === 'loginWithQuickSmsOtc')
    return <LazyPasswordlessCodeScreen state={state} flow={flow} />;
  if (state.step === 'breachedPassword' || state.step === 'breachedPasswordSuccess')
    return <LazyBreachedPasswordScreen state={state} flow={flow} />;
  if (state.step === 'magicLinkPreLoginSuccess') return <LazyMagicLinkSentScreen state={state} flow={flow} />;
  return null;
}

/** The login route: email first, then the password on the same form (spec 000 §2.2, §4.1). */
export function LoginScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createLoginFlow);
  const { status } = useSession();
  const { allowSignups } = usePublicConfig();
  const { t } = useMessages(loginMessages);
  const shown = useShownText();
  const title = useSignInTitle();
  const { errorOf, rest, attach } = useFieldErrors(state.error, FIELDS);

  // A visitor who is already signed in has nothing to do here (same as the reference login box).
  useEffect(() => {
    if (status === 'authenticated' && state.step === 'preLogin') client.redirectAfterAuth();
  }, [client, status, state.step]);
  // Past the email field, the later steps are near: their chunk loads while the visitor types the password.
  useEffect(() => {
    if (state.step !== 'preLogin') void preloadLoginSteps();
  }, [state.step]);

  if (state.step === 'redirectToSSO') {
    return (
      <LoginBoxLayout title={title} step="sso">
        <p className="gh-status" role="status">
          {t('login.signIn.redirectingToSso')}
        </p>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'success') return <SignedInScreen />;
  const later = laterStep(state, flow);
  if (later) {
    const loading = (
      <LoginBoxLayout title={title} placeholder>
        <div className="gh-loading" role="status">
          {t('login.common.loading')}
        </div>
      </LoginBoxLayout>
    );
    return <Suspense fallback={loading}>{later}</Suspense>;
  }

  const askPassword = state.step !== 'preLogin';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { email = '', password = '' } = formValues(event);
    if (askPassword) void flow.login({ email, password });
    else void flow.preLogin(email);
  };

  return (
    <LoginBoxLayout title={title} step="signIn">
      {state.notice && (
        <p className="gh-status" role="status">
          {shown(state.notice)}
        </p>
      )}
      <form ref={attach} className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.common.email')}
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          autoFocus={!askPassword}
          defaultValue={state.email}
          error={errorOf('email')}
        />
        {askPassword && (
          <PasswordField
            label={t('login.common.password')}
            name="password"
            autoComplete="current-password"
            required
            autoFocus
            error={errorOf('password')}
          />
        )}
        <FormError message={rest} />
        <SubmitButton loading={state.loading}>{askPassword ? t('login.signIn.submit') : t('login.common.continue')}</SubmitButton>
      </form>
      <PasskeySignIn flow={flow} loading={state.loading} autofill button={!askPassword} />
      {!askPassword && <QuickSmsSignIn flow={flow} loading={state.loading} />}
      {!askPassword && <SocialSignIn loading={state.loading} />}
      <div className="gh-links">
        <BoxLink to={client.routes.forgetPasswordUrl}>{t('login.signIn.forgotPassword')}</BoxLink>
        {allowSignups && (
          <span className="gh-text">
            {t('login.signIn.noAccount')} <BoxLink to={client.routes.signUpUrl}>{t('login.signIn.signUp')}</BoxLink>
          </span>
        )}
      </div>
    </LoginBoxLayout>
  );
}
