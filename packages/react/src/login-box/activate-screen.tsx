import { useEffect, type FormEvent, type ReactNode } from 'react';
import { createActivationFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { NewPasswordField } from './new-password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFieldErrors } from './use-field-errors';
import { useFlow } from './use-flow';

// The paths of the activation and resend bodies, by field of their forms (spec 000 §8 reasons name them).
const FIELDS = { password: ['password'], email: ['email'] } as const;

/** The activate route: activating, password form, success, or resend (spec 000 §2.3, §4.3). */
export function ActivateScreen(): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createActivationFlow);
  const { errorOf, rest, attach } = useFieldErrors(state.error, FIELDS, 'password');
  const backToLogin = <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>;

  useEffect(() => {
    void flow.start();
  }, [flow]);

  switch (state.step) {
    case 'activating':
      return (
        <LoginBoxLayout title={t('login.activate.activatingTitle')}>
          <p className="gh-status" role="status">
            {t('login.activate.activating')}
          </p>
        </LoginBoxLayout>
      );
    case 'activatingForm': {
      const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.activate(formValues(event).password ?? '');
      return (
        <LoginBoxLayout title={t('login.activate.setPasswordTitle')} subtitle={t('login.activate.setPasswordSubtitle')}>
          <form ref={attach} className="gh-form" onSubmit={onSubmit}>
            <NewPasswordField label={t('login.common.password')} name="password" autoFocus error={errorOf('password')} />
            <FormError message={rest} />
            <SubmitButton loading={state.loading}>{t('login.activate.submit')}</SubmitButton>
          </form>
        </LoginBoxLayout>
      );
    }
    case 'success':
      return (
        <LoginBoxLayout title={t('login.activate.activeTitle')}>
          <p className="gh-status" role="status">
            {t('login.activate.active')}
          </p>
        </LoginBoxLayout>
      );
    case 'resend': {
      const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.resend(formValues(event).email ?? '');
      return (
        <LoginBoxLayout title={t('login.activate.resendTitle')}>
          {state.resent ? (
            <p className="gh-status" role="status">
              {t('login.activate.resent')}
            </p>
          ) : (
            <form ref={attach} className="gh-form" onSubmit={onSubmit}>
              <FormError message={rest} />
              <p className="gh-text">{t('login.activate.resendText')}</p>
              <TextField label={t('login.common.email')} name="email" type="email" autoComplete="email" required error={errorOf('email')} />
              <SubmitButton loading={state.loading}>{t('login.activate.resendSubmit')}</SubmitButton>
            </form>
          )}
          <div className="gh-links">{backToLogin}</div>
        </LoginBoxLayout>
      );
    }
  }
}
