import type { FormEvent, ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of PasswordlessCodeScreen: the login flow's state and actions. */
export interface PasswordlessCodeScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Steps loginWithOtc, loginWithSmsOtc and loginWithQuickSmsOtc: the one-time code sent by email or SMS (spec 000 §2.2). */
export function PasswordlessCodeScreen({ state, flow }: PasswordlessCodeScreenProps): ReactNode {
  const { client } = useGatehouse();
  const byEmail = state.step === 'loginWithOtc';
  const where = byEmail
    ? `to ${state.email}`
    : state.phoneNumber
      ? `by text message to ${state.phoneNumber}`
      : 'by text message to the phone number on your account';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.loginWithCode(formValues(event).code ?? '');
  return (
    <LoginBoxLayout title="Enter your code" subtitle={`We sent a 6-digit code ${where}. It is valid for 10 minutes.`}>
      {state.notice && (
        <p className="gh-status" role="status">
          {state.notice}
        </p>
      )}
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label="Sign-in code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
        />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Sign in</SubmitButton>
      </form>
      <div className="gh-links">
        {state.step !== 'loginWithQuickSmsOtc' && (
          <button
            type="button"
            className="gh-button gh-button-secondary"
            onClick={() => void flow.resendPasswordless()}
            disabled={state.loading}
          >
            Send a new code
          </button>
        )}
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          Back to sign in
        </button>
        {/* Spec 000 §4.4: a user without the phone replaces the number through the email. */}
        {!byEmail && <BoxLink to={client.routes.resetPhoneNumberUrl}>Lost your phone?</BoxLink>}
      </div>
    </LoginBoxLayout>
  );
}
