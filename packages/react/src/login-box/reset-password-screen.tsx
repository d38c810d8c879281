import type { FormEvent, ReactNode } from 'react';
import { createResetPasswordFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { NewPasswordField } from './new-password-field';
import { SubmitButton } from './submit-button';
import { useFieldErrors } from './use-field-errors';
import { useFlow } from './use-flow';

// The reset body sends the new password as `password` (spec 000 §8 reasons name it).
const FIELDS = { newPassword: ['password'] } as const;

/** The reset-password route: set a new password from the emailed link. */
export function ResetPasswordScreen(): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createResetPasswordFlow);
  const { errorOf, rest, attach } = useFieldErrors(state.error, FIELDS, 'newPassword');
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
        <form ref={attach} className="gh-form" onSubmit={onSubmit}>
          <NewPasswordField label={t('login.resetPassword.newPassword')} name="newPassword" autoFocus error={errorOf('newPassword')} />
          <FormError message={rest} />
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
