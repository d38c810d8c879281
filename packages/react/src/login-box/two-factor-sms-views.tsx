import type { FormEvent, ReactNode } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
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
  const { t } = useMessages(loginMessages);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void actions.enrolSmsPhone(formValues(event).phoneNumber ?? '');
  return (
    <>
      <p className="gh-text">{t('login.twoFactor.smsIntro')}</p>
      <p className="gh-text gh-muted" data-testid="sms-risk-notice">
        {t('login.twoFactor.smsRisk')}
      </p>
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.common.mobileNumber')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder={t('login.common.phonePlaceholder')}
          required
          autoFocus
        />
        <FormError message={error} />
        <SubmitButton loading={loading}>{t('login.common.sendCode')}</SubmitButton>
      </form>
      {back}
    </>
  );
}

/** Step smsVerifyCode (spec 000 §2.3): the code texted to a phone, at sign-in, step-up or enrolment. */
export function SmsVerifyCodeView(props: TwoFactorViewsProps & { back: ReactNode }): ReactNode {
  const { twoFactor, actions, loading, back } = props;
  const { t } = useMessages(loginMessages);
  return (
    <>
      <p className="gh-text">
        {twoFactor.phoneNumber ? t('login.twoFactor.smsSent', { phone: twoFactor.phoneNumber }) : t('login.twoFactor.smsSentUnknown')}
      </p>
      <CodeForm {...props} />
      <button type="button" className="gh-button gh-button-secondary" disabled={loading} onClick={() => void actions.resendSmsCode()}>
        {t('login.twoFactor.smsResend')}
      </button>
      {back}
    </>
  );
}
