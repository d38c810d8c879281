import type { FormEvent, ReactNode } from 'react';
import { createSignUpFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFlow } from './use-flow';

/** The sign-up route: a new account and its company (spec 000 §4.2). */
export function SignUpScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createSignUpFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>;

  if (state.step === 'SignUpSuccess') {
    return (
      <LoginBoxLayout title="Check your email">
        <p className="gh-status" role="status">
          We sent an activation link to <strong>{state.email}</strong>. Follow it to activate your account.
        </p>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { name = '', email = '', companyName = '', password = '' } = formValues(event);
    void flow.signUp({ name: name.trim(), email: email.trim(), companyName: companyName.trim(), password });
  };

  return (
    <LoginBoxLayout title="Create your account">
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField label="Full name" name="name" autoComplete="name" required autoFocus />
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField label="Company name" name="companyName" autoComplete="organization" required />
        <PasswordField label="Password" name="password" autoComplete="new-password" required />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Sign up</SubmitButton>
      </form>
      <div className="gh-links">
        <span className="gh-text">Already have an account? {backToLogin}</span>
      </div>
    </LoginBoxLayout>
  );
}
