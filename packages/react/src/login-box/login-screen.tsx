import { useEffect, type FormEvent, type ReactNode } from 'react';
import { createLoginFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { usePublicConfig } from '../hooks/use-public-config';
import { useSession } from '../hooks/use-session';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { BreachedPasswordScreen } from './breached-password-screen';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { MagicLinkSentScreen } from './magic-link-sent-screen';
import { PasskeyPromptScreen } from './passkey-prompt-screen';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordField } from './password-field';
import { PasswordlessCodeScreen } from './passwordless-code-screen';
import { QuickSmsSignIn } from './quick-sms-sign-in';
import { RegisterQuickLoginScreen } from './register-quick-login-screen';
import { SubmitButton } from './submit-button';
import { SignedInScreen } from './signed-in-screen';
import { TextField } from './text-field';
import { TwoFactorScreen } from './two-factor-screen';
import { useFlow } from './use-flow';
import { useShownText } from './use-shown-text';

/** The login route: email first, then the password on the same form (spec 000 §2.2, §4.1). */
export function LoginScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createLoginFlow);
  const { status } = useSession();
  const { allowSignups } = usePublicConfig();
  const { t } = useMessages(loginMessages);
  const shown = useShownText();

  // A visitor who is already signed in has nothing to do here (same as the reference login box).
  useEffect(() => {
    if (status === 'authenticated' && state.step === 'preLogin') client.redirectAfterAuth();
  }, [client, status, state.step]);

  if (state.step === 'redirectToSSO') {
    return (
      <LoginBoxLayout title={t('login.signIn.title')}>
        <p className="gh-status" role="status">
          {t('login.signIn.redirectingToSso')}
        </p>
      </LoginBoxLayout>
    );
  }
  if (state.step === 'success') return <SignedInScreen />;
  if (state.step === 'loginWithTwoFactor' || state.step === 'forceTwoFactor' || state.step === 'recoverTwoFactor')
    return <TwoFactorScreen state={state} flow={flow} />;
  if (state.step === 'promptPasskeys') return <PasskeyPromptScreen flow={flow} loading={state.loading} error={state.error} />;
  if (state.flow === 'registerQuickLogin') return <RegisterQuickLoginScreen state={state} flow={flow} />;
  if (state.step === 'loginWithOtc' || state.step === 'loginWithSmsOtc' || state.step === 'loginWithQuickSmsOtc')
    return <PasswordlessCodeScreen state={state} flow={flow} />;
  if (state.step === 'breachedPassword' || state.step === 'breachedPasswordSuccess')
    return <BreachedPasswordScreen state={state} flow={flow} />;
  if (state.step === 'magicLinkPreLoginSuccess') return <MagicLinkSentScreen state={state} flow={flow} />;

  const askPassword = state.step !== 'preLogin';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { email = '', password = '' } = formValues(event);
    if (askPassword) void flow.login({ email, password });
    else void flow.preLogin(email);
  };

  return (
    <LoginBoxLayout title={t('login.signIn.title')}>
      {state.notice && (
        <p className="gh-status" role="status">
          {shown(state.notice)}
        </p>
      )}
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.common.email')}
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          autoFocus={!askPassword}
          defaultValue={state.email}
        />
        {askPassword && (
          <PasswordField label={t('login.common.password')} name="password" autoComplete="current-password" required autoFocus />
        )}
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>{askPassword ? t('login.signIn.submit') : t('login.common.continue')}</SubmitButton>
      </form>
      <PasskeySignIn flow={flow} loading={state.loading} autofill button={!askPassword} />
      {!askPassword && <QuickSmsSignIn flow={flow} loading={state.loading} />}
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
