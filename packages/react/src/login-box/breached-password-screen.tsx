import type { ReactNode } from 'react';
import type { LoginFlow, LoginFlowState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';

/** Props of BreachedPasswordScreen. */
export interface BreachedPasswordScreenProps {
  state: LoginFlowState;
  flow: LoginFlow;
}

/** Steps breachedPassword and breachedPasswordSuccess (spec 000 §2.2, §4.1 step 7): the password was found in a breach; a reset link replaces it. */
export function BreachedPasswordScreen({ state, flow }: BreachedPasswordScreenProps): ReactNode {
  const { client } = useGatehouse();
  const { t, rich } = useMessages(loginMessages);
  if (state.step === 'breachedPasswordSuccess') {
    return (
      <LoginBoxLayout title={t('login.common.checkEmail')}>
        <p className="gh-status gh-breached-password-success" role="status">
          {rich('login.breached.sent', { email: <strong>{state.email}</strong> })}
        </p>
        <div className="gh-links">
          <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>
        </div>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title={t('login.breached.title')}>
      <p className="gh-status gh-breached-password" role="alert">
        {t('login.breached.text')}
      </p>
      <form
        className="gh-form"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.resetBreachedPassword();
        }}
      >
        <FormError message={state.error} />
        <SubmitButton loading={state.loading}>{t('login.breached.submit')}</SubmitButton>
      </form>
    </LoginBoxLayout>
  );
}
