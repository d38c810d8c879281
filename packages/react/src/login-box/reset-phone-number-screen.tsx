import type { FormEvent, ReactNode } from 'react';
import { createResetPhoneNumberFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
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
  const { t } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createResetPhoneNumberFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>;

  if (state.step === 'VerifyResetPhoneNumber') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.verify(formValues(event).code ?? '');
    // Worded the same whether or not the account exists: no account enumeration.
    return (
      <LoginBoxLayout title={t('login.common.checkEmail')} subtitle={t('login.resetPhone.codeSent', { email: state.email })}>
        <form className="gh-form" onSubmit={onSubmit}>
          <TextField
            label={t('login.resetPhone.codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            formatMessage={t('login.validation.code')}
            maxLength={7}
            required
            autoFocus
          />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>{t('login.common.continue')}</SubmitButton>
        </form>
        <div className="gh-links">
          <button type="button" className="gh-button gh-button-secondary" onClick={() => void flow.resend()} disabled={state.loading}>
            {t('login.common.sendNewCode')}
          </button>
          <button type="button" className="gh-button gh-button-secondary" onClick={flow.restart}>
            {t('login.common.useAnotherEmail')}
          </button>
        </div>
      </LoginBoxLayout>
    );
  }

  if (state.step === 'ChangePhoneNumber') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.change(formValues(event).phoneNumber ?? '');
    return (
      <LoginBoxLayout title={t('login.resetPhone.newNumberTitle')} subtitle={t('login.resetPhone.newNumberSubtitle')}>
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
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>{t('login.resetPhone.saveAndContinue')}</SubmitButton>
        </form>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.requestReset(formValues(event).email ?? '');
  return (
    <LoginBoxLayout title={t('login.resetPhone.title')} subtitle={t('login.resetPhone.subtitle')}>
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.common.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          defaultValue={state.email}
        />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>{t('login.common.sendCode')}</SubmitButton>
      </form>
      <div className="gh-links">{backToLogin}</div>
    </LoginBoxLayout>
  );
}
