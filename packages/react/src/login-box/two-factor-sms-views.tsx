import type { FormEvent, ReactNode } from 'react';
import { CodeForm, type TwoFactorViewsProps } from './two-factor-code-form';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/**
 * Forced enrolment by SMS, step smsSetPhoneNumber (spec 000 §2.3): the number to text a code to,
 * with the risk said (SECURITY.md §0: SMS only after stronger methods, and never without a warning).
 */
export function SmsSetPhoneNumberView({ actions, loading, error, back }: TwoFactorViewsProps & { back: ReactNode }): ReactNode {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void actions.enrolSmsPhone(formValues(event).phoneNumber ?? '');
  return (
    <>
      <p className="gh-text">We will text a 6-digit code to your mobile phone each time you sign in.</p>
      <p className="gh-text gh-muted" data-testid="sms-risk-notice">
        Text messages can be intercepted or moved to another SIM card. A security key or an authenticator app protects your account better.
      </p>
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
        <FormError message={error} />
        <SubmitButton loading={loading}>Send code</SubmitButton>
      </form>
      {back}
    </>
  );
}

/** Step smsVerifyCode (spec 000 §2.3): the code texted to a phone, at sign-in, step-up or enrolment. */
export function SmsVerifyCodeView(props: TwoFactorViewsProps & { back: ReactNode }): ReactNode {
  const { twoFactor, actions, loading, back } = props;
  return (
    <>
      <p className="gh-text">We texted a 6-digit code to {twoFactor.phoneNumber ?? 'your phone'}. It is valid for 10 minutes.</p>
      <CodeForm {...props} />
      <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => void actions.resendSmsCode()}>
        Text me a new code
      </button>
      {back}
    </>
  );
}
