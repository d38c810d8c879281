import { useEffect, type FormEvent, type ReactNode } from 'react';
import { createActivationFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFlow } from './use-flow';

/** The activate route: activating, password form, success, or resend (spec 000 §2.3, §4.3). */
export function ActivateScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createActivationFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>;

  useEffect(() => {
    void flow.start();
  }, [flow]);

  switch (state.step) {
    case 'activating':
      return (
        <LoginBoxLayout title="Activating your account">
          <p className="gh-status" role="status">
            Activating your account…
          </p>
        </LoginBoxLayout>
      );
    case 'activatingForm': {
      const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.activate(formValues(event).password ?? '');
      return (
        <LoginBoxLayout title="Set your password" subtitle="Choose a password to activate your account.">
          <form className="gh-form" onSubmit={onSubmit}>
            <PasswordField label="Password" name="password" autoComplete="new-password" required autoFocus />
            <FormError message={state.error} />
            <SubmitButton loading={state.loading}>Activate account</SubmitButton>
          </form>
        </LoginBoxLayout>
      );
    }
    case 'success':
      return (
        <LoginBoxLayout title="Your account is active">
          <p className="gh-status" role="status">
            Account activated. Signing you in…
          </p>
        </LoginBoxLayout>
      );
    case 'resend': {
      const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.resend(formValues(event).email ?? '');
      return (
        <LoginBoxLayout title="Activation link not valid">
          {state.resent ? (
            <p className="gh-status" role="status">
              If that address belongs to an account awaiting activation, a new link is on its way.
            </p>
          ) : (
            <form className="gh-form" onSubmit={onSubmit}>
              <FormError message={state.error} />
              <p className="gh-text">Enter your email and we will send you a new activation link.</p>
              <TextField label="Email" name="email" type="email" autoComplete="email" required />
              <SubmitButton loading={state.loading}>Resend activation email</SubmitButton>
            </form>
          )}
          <div className="gh-links">{backToLogin}</div>
        </LoginBoxLayout>
      );
    }
  }
}
