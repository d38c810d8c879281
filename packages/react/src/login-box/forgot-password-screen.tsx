import type { FormEvent, ReactNode } from 'react';
import { createForgotPasswordFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFlow } from './use-flow';

/** The forgot-password route: ask for a reset email (spec 000 §2.3). */
export function ForgotPasswordScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createForgotPasswordFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>;

  if (state.step === 'success') {
    return (
      <LoginBoxLayout title="Check your email">
        {/* Worded the same whether or not the account exists: no account enumeration. */}
        <p className="gh-status" role="status">
          If an account exists for <strong>{state.email}</strong>, you will receive a link to reset your password.
        </p>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.submit(formValues(event).email ?? '');
  return (
    <LoginBoxLayout title="Forgot your password?" subtitle="Enter your email and we will send you a link to reset it.">
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="username" required autoFocus />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Send reset link</SubmitButton>
      </form>
      <div className="gh-links">{backToLogin}</div>
    </LoginBoxLayout>
  );
}
