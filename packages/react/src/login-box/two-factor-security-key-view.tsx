import type { FormEvent, ReactNode } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
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
  const { t } = useMessages(loginMessages);
  const enrolling = twoFactor.view === 'webauthnEnrol';
  const platform = enrolling
    ? twoFactor.keyType === 'Platform'
    : twoFactor.device?.kind === 'webauthn' && twoFactor.device.deviceType === 'Platform';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void actions.useSecurityKey(formValues(event).rememberDevice === 'on');
  const text = t(
    !platform ? 'login.securityKey.insertKey' : enrolling ? 'login.securityKey.enrolPlatform' : 'login.securityKey.verifyPlatform',
  );
  const button = enrolling
    ? t(platform ? 'login.securityKey.setUpDevice' : 'login.securityKey.registerKey')
    : t(platform ? 'login.securityKey.useDevice' : 'login.securityKey.useKey');
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
