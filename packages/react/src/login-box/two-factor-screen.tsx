import type { FormEvent, ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of TwoFactorScreen: the login flow's state and actions. */
export interface TwoFactorScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** The MFA steps of the login wizard: an authenticator-app code, or a recovery code (spec 000 §2.3 verify, recoveryCode). */
export function TwoFactorScreen({ state, flow }: TwoFactorScreenProps): ReactNode {
  if (state.step === 'recoverTwoFactor') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.recover(formValues(event).recoveryCode ?? '');
    return (
      <LoginBoxLayout title="Use a recovery code">
        <p className="gh-text">Enter one of the recovery codes you saved when you set up your authenticator app. Two-factor authentication will be turned off; sign in again and set it up anew.</p>
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField label="Recovery code" name="recoveryCode" autoComplete="off" autoCapitalize="characters" spellCheck={false} required autoFocus />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>Recover</SubmitButton>
        </form>
        <div className="gh-links">
          <button type="button" className="gh-button gh-button-secondary" onClick={() => flow.showRecovery(false)}>
            Back to the code from my app
          </button>
        </div>
      </LoginBoxLayout>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.verifyMfa(formValues(event).code ?? '');
  return (
    <LoginBoxLayout title="Two-factor authentication">
      <p className="gh-text">Enter the 6-digit code from your authenticator app.</p>
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required autoFocus />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Verify</SubmitButton>
      </form>
      <div className="gh-links">
        <button type="button" className="gh-button gh-button-secondary" onClick={() => flow.showRecovery()}>
          Use a recovery code
        </button>
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          Back to sign in
        </button>
      </div>
    </LoginBoxLayout>
  );
}
