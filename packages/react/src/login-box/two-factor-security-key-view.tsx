import type { FormEvent, ReactNode } from 'react';
import { RememberDevice, type TwoFactorViewsProps } from './two-factor-code-form';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';

/**
 * A security key or this device's screen lock as the second factor (WebAuthn): at sign-in or
 * step-up (webauthnVerify), or registered during a forced enrolment (webauthnEnrol). The browser is
 * asked only when the user presses the button: browsers want a gesture for it.
 */
export function SecurityKeyView({ twoFactor, actions, loading, error, back }: TwoFactorViewsProps & { back: ReactNode }): ReactNode {
  const enrolling = twoFactor.view === 'webauthnEnrol';
  const platform = enrolling
    ? twoFactor.keyType === 'Platform'
    : twoFactor.device?.kind === 'webauthn' && twoFactor.device.deviceType === 'Platform';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void actions.useSecurityKey(formValues(event).rememberDevice === 'on');
  const text = enrolling
    ? platform
      ? "Use this device's screen lock (fingerprint, face or PIN) as your second factor."
      : 'Insert your security key and touch it when your browser asks.'
    : platform
      ? "Confirm it is you with this device's screen lock."
      : 'Insert your security key and touch it when your browser asks.';
  const button = enrolling
    ? platform
      ? 'Set up this device'
      : 'Register security key'
    : platform
      ? 'Use this device'
      : 'Use security key';
  return (
    <>
      <p className="gh-text">{text}</p>
      <form className="gh-form" onSubmit={onSubmit}>
        <RememberDevice twoFactor={twoFactor} />
        <FormError message={error} />
        <SubmitButton loading={loading}>{button}</SubmitButton>
      </form>
      {back}
    </>
  );
}
