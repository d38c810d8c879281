import type { FormEvent, ReactNode } from 'react';
import { createResetPasswordFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
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
  const { t } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createResetPasswordFlow);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>;

  if (state.step === 'success') {
    return (
      <LoginBoxLayout title={t('login.resetPassword.doneTitle')}>
        <p className="gh-status" role="status">
          {t('login.resetPassword.done')}
        </p>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.submit(formValues(event).newPassword ?? '');
  return (
    <LoginBoxLayout title={t('login.resetPassword.title')}>
      {state.hasLink ? (
        <form className="gh-form" onSubmit={onSubmit}>
          <PasswordField label={t('login.resetPassword.newPassword')} name="newPassword" autoComplete="new-password" required autoFocus />
          <FormError message={state.error} />
          <SubmitButton loading={state.loading}>{t('login.resetPassword.submit')}</SubmitButton>
        </form>
      ) : (
        <FormError message={state.error} />
      )}
      <div className="gh-links">
        {!state.hasLink && <BoxLink to={client.routes.forgetPasswordUrl}>{t('login.resetPassword.requestNewLink')}</BoxLink>}
        {backToLogin}
      </div>
    </LoginBoxLayout>
  );
}
