import type { FormEvent, ReactNode } from 'react';
import { createResetPhoneNumberFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFlow } from './use-flow';

/**
 * The reset-phone-number route (spec 000 §2.3, §4.4): a user who lost the phone SMS sign-in texts
 * asks for a code by email, types it, then gives the new number; the login box then continues at
 * the SMS code step for that number.
 */
export function ResetPhoneNumberScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createResetPhoneNumberFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>;

  if (state.step === 'VerifyResetPhoneNumber') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.verify(formValues(event).code ?? '');
    // Worded the same whether or not the account exists: no account enumeration.
    return (
      <LoginBoxLayout
        title="Check your email"
        subtitle={`If an account exists for ${state.email}, we sent it a 6-digit code. It is valid for 10 minutes.`}
      >
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label="Code from the email"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>Continue</SubmitButton>
        </form>
        <div className="gh-links">
          <button type="button" className="gh-button gh-button-secondary" onClick={() => void flow.resend()} disabled={state.loading}>
            Send a new code
          </button>
          <button type="button" className="gh-button gh-button-secondary" onClick={flow.restart}>
            Use another email
          </button>
        </div>
      </LoginBoxLayout>
    );
  }

  if (state.step === 'ChangePhoneNumber') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.change(formValues(event).phoneNumber ?? '');
    return (
      <LoginBoxLayout title="Your new phone number" subtitle="We will text a sign-in code to it next.">
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label="Mobile number (with country code)"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            placeholder="+14155550100"
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>Save and continue</SubmitButton>
        </form>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.requestReset(formValues(event).email ?? '');
  return (
    <LoginBoxLayout title="Lost your phone?" subtitle="Enter the email of your account. We will send you a code to set a new phone number.">
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="username" required autoFocus defaultValue={state.email} />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>Send code</SubmitButton>
      </form>
      <div className="gh-links">{backToLogin}</div>
    </LoginBoxLayout>
  );
}
