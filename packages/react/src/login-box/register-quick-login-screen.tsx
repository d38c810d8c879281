import type { FormEvent, ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of RegisterQuickLoginScreen: the login flow's state and actions. */
export interface RegisterQuickLoginScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Flow registerQuickLogin (spec 000 §4.1 step 5): a phone number for quick sign-in by SMS, or skip. */
export function RegisterQuickLoginScreen({ state, flow }: RegisterQuickLoginScreenProps): ReactNode {
  const { t } = useMessages(loginMessages);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.registerQuickLogin(formValues(event).phoneNumber ?? '');
  return (
    <LoginBoxLayout title={t('login.quickLogin.title')} subtitle={t('login.quickLogin.subtitle')}>
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.common.mobileNumber')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder={t('login.common.phonePlaceholder')}
          pattern="\+[1-9][0-9]{6,14}"
          formatMessage={t('login.validation.phone')}
          required
          autoFocus
        />
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>{t('login.quickLogin.save')}</SubmitButton>
      </form>
      <div className="gh-links">
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.skipQuickLogin}>
          {t('login.common.notNow')}
        </button>
      </div>
    </LoginBoxLayout>
  );
}
