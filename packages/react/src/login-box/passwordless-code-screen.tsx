import type { FormEvent, ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useShownText } from './use-shown-text';

/** Props of PasswordlessCodeScreen: the login flow's state and actions. */
export interface PasswordlessCodeScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Steps loginWithOtc, loginWithSmsOtc and loginWithQuickSmsOtc: the one-time code sent by email or SMS (spec 000 §2.2). */
export function PasswordlessCodeScreen({ state, flow }: PasswordlessCodeScreenProps): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(loginMessages);
  const shown = useShownText();
  const byEmail = state.step === 'loginWithOtc';
  const sent = byEmail
    ? t('login.code.sentToEmail', { email: state.email })
    : state.phoneNumber
      ? t('login.code.sentToPhone', { phone: state.phoneNumber })
      : t('login.code.sentToAccountPhone');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.loginWithCode(formValues(event).code ?? '');
  return (
    <LoginBoxLayout title={t('login.code.title')} subtitle={sent}>
      {state.notice && (
        <p className="gh-status" role="status">
          {shown(state.notice)}
        </p>
      )}
      <form className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.code.label')}
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
        <SubmitButton loading={state.loading}>{t('login.signIn.submit')}</SubmitButton>
      </form>
      <div className="gh-links">
        {state.step !== 'loginWithQuickSmsOtc' && (
          <button
            type="button"
            className="gh-button gh-button-secondary"
            onClick={() => void flow.resendPasswordless()}
            disabled={state.loading}
          >
            {t('login.common.sendNewCode')}
          </button>
        )}
        <button type="button" className="gh-button gh-button-secondary" onClick={flow.reset}>
          {t('login.common.backToSignIn')}
        </button>
        {/* Spec 000 §4.4: a user without the phone replaces the number through the email. */}
        {!byEmail && <BoxLink to={client.routes.resetPhoneNumberUrl}>{t('login.code.lostPhone')}</BoxLink>}
      </div>
    </LoginBoxLayout>
  );
}
