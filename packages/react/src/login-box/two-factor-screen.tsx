import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
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
  // A step that reached MFA without starting it (e.g. a passwordless sign-in) starts it here.
  const pending = state.mfa && state.twoFactor?.answer !== state.mfa ? state.mfa : undefined;
  useEffect(() => {
    if (pending) void flow.beginTwoFactor(pending);
  }, [flow, pending]);

  if (state.step === 'recoverTwoFactor') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.recover(formValues(event).recoveryCode ?? '');
    return (
      <LoginBoxLayout title="Use a recovery code">
        <p className="gh-text">
          Enter one of the recovery codes you saved when you set up two-factor authentication. Two-factor authentication will be turned off;
          sign in again and set it up anew.
        </p>
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>Recover</SubmitButton>
        </form>
        <div className="gh-links">
          <button type="button" className="gh-button gh-button-secondary" onClick={() => flow.showRecovery(false)}>
            Back to my second factor
          </button>
        </div>
      </LoginBoxLayout>
    );
  }
  const forced = state.step === 'forceTwoFactor';
  return (
    <LoginBoxLayout title={forced ? 'Set up two-factor authentication' : 'Two-factor authentication'}>
      {state.twoFactor ? (
        <TwoFactorViews twoFactor={state.twoFactor} actions={flow} loading={state.loading} error={state.error} />
      ) : (
        <div className="gh-loading" role="status">
          Loading…
        </div>
      )}
      <div className="gh-links">
        {!forced && (
          <button type="button" className="gh-button gh-button-secondary" onClick={() => flow.showRecovery()}>
            Use a recovery code
          </button>
        )}
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          Back to sign in
        </button>
      </div>
    </LoginBoxLayout>
  );
}
