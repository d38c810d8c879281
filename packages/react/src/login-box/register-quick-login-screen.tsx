import type { FormEvent, ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of RegisterQuickLoginScreen: the login flow's state and actions. */
export interface RegisterQuickLoginScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Flow registerQuickLogin (spec 000 §4.1 step 5): a phone number for quick sign-in by SMS, or skip. */
export function RegisterQuickLoginScreen({ state, flow }: RegisterQuickLoginScreenProps): ReactNode {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.registerQuickLogin(formValues(event).phoneNumber ?? '');
  return (
    <LoginBoxLayout
      title="Sign in faster next time"
      subtitle="Add your mobile number to sign in with a code by text message. Text messages are less safe than a passkey or an authenticator app."
    >
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label="Mobile number (with country code)"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder="+14155550100"
          pattern="\+[1-9][0-9]{6,14}"
          required
          autoFocus
        />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Save number</SubmitButton>
      </form>
      <div className="gh-links">
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.skipQuickLogin}>
          Not now
        </button>
      </div>
    </LoginBoxLayout>
  );
}
