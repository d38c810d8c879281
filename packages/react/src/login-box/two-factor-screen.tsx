import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { TwoFactorViews } from './two-factor-views';

/** Props of TwoFactorScreen: the login flow's state and actions. */
export interface TwoFactorScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** The MFA steps of the login wizard: verify, forced enrolment, device choice, recovery (spec 000 §2.3, §4.1 steps 2–4). */
export function TwoFactorScreen({ state, flow }: TwoFactorScreenProps): ReactNode {
  const { t } = useMessages(loginMessages);
  // A step that reached MFA without starting it (e.g. a passwordless sign-in) starts it here.
  const pending = state.mfa && state.twoFactor?.answer !== state.mfa ? state.mfa : undefined;
  useEffect(() => {
    if (pending) void flow.beginTwoFactor(pending);
  }, [flow, pending]);

  if (state.step === 'recoverTwoFactor') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.recover(formValues(event).recoveryCode ?? '');
    return (
      <LoginBoxLayout title={t('login.twoFactor.useRecoveryCode')}>
        <p className="gh-text">{t('login.twoFactor.recoverText')}</p>
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label={t('login.twoFactor.recoveryCode')}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>{t('login.twoFactor.recover')}</SubmitButton>
        </form>
        <div className="gh-links">
          <button type="button" className="gh-button gh-button-secondary" onClick={() => flow.showRecovery(false)}>
            {t('login.twoFactor.backToFactor')}
          </button>
        </div>
      </LoginBoxLayout>
    );
  }
  const forced = state.step === 'forceTwoFactor';
  return (
    <LoginBoxLayout
      title={forced ? t('login.common.setUpTwoFactor') : t('login.twoFactor.title')}
      step={`${state.step}:${state.twoFactor?.view ?? 'loading'}`}
    >
      {state.twoFactor ? (
        <TwoFactorViews twoFactor={state.twoFactor} actions={flow} loading={state.loading} error={state.error} />
      ) : (
        <div className="gh-loading" role="status">
          {t('login.common.loading')}
        </div>
      )}
      <div className="gh-links">
        {!forced && (
          <button type="button" className="gh-button gh-button-secondary" onClick={() => flow.showRecovery()}>
            {t('login.twoFactor.useRecoveryCode')}
          </button>
        )}
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          {t('login.common.backToSignIn')}
        </button>
      </div>
    </LoginBoxLayout>
  );
}
