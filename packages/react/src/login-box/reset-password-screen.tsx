import type { FormEvent, ReactNode } from 'react';
import { createResetPasswordFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useFlow } from './use-flow';

/** The reset-password route: set a new password from the emailed link. */
export function ResetPasswordScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createResetPasswordFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>;

  if (state.step === 'success') {
    return (
      <LoginBoxLayout title="Password reset">
        <p className="gh-status" role="status">
          Your password has been reset. You can now sign in with it.
        </p>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.submit(formValues(event).newPassword ?? '');
  return (
    <LoginBoxLayout title="Choose a new password">
      {state.hasLink ? (
        <form className="gh-form" onSubmit={onSubmit}>
          <PasswordField label="New password" name="newPassword" autoComplete="new-password" required autoFocus />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>Reset password</SubmitButton>
        </form>
      ) : (
        <FormError message={state.error} />
      )}
      <div className="gh-links">
        {!state.hasLink && <BoxLink to={client.routes.forgetPasswordUrl}>Request a new link</BoxLink>}
        {backToLogin}
      </div>
    </LoginBoxLayout>
  );
}
