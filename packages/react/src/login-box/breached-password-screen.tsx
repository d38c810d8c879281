import type { ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';

/** Props of BreachedPasswordScreen. */
export interface BreachedPasswordScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Steps breachedPassword and breachedPasswordSuccess (spec 000 §2.2, §4.1 step 7): the password was found in a breach; a reset link replaces it. */
export function BreachedPasswordScreen({ state, flow }: BreachedPasswordScreenProps): ReactNode {
  const { client } = useGatehouse();
  if (state.step === 'breachedPasswordSuccess') {
    return (
      <LoginBoxLayout title="Check your email">
        <p className="gh-status gh-breached-password-success" role="status">
          We sent a link to <strong>{state.email}</strong>. Choose a new password with it, then sign in again.
        </p>
        <div className="gh-links">
          <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>
        </div>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title="Your password needs to change">
      <p className="gh-status gh-breached-password" role="alert">
        This password appears in a known data breach, so others may know it. Reset it to keep your account safe.
      </p>
      <form
        className="gh-form"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.resetBreachedPassword();
        }}
      >
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Send me a reset link</SubmitButton>
      </form>
    </LoginBoxLayout>
  );
}
