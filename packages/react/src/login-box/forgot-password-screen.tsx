import type { FormEvent, ReactNode } from 'react';
import { createForgotPasswordFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { LoginBoxLayout } from './login-box-layout';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFieldErrors } from './use-field-errors';
import { useFlow } from './use-flow';

const FIELDS = { email: ['email'] } as const;

/** The forgot-password route: ask for a reset email (spec 000 §2.3). */
export function ForgotPasswordScreen(): ReactNode {
  const { client } = useGatehouse();
  const { t, rich } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createForgotPasswordFlow);
  const { errorOf, rest, attach } = useFieldErrors(state.error, FIELDS);
  const backToLogin = <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>;

  if (state.step === 'success') {
    return (
      <LoginBoxLayout title={t('login.common.checkEmail')}>
        {/* Worded the same whether or not the account exists: no account enumeration. */}
        <p className="gh-status" role="status">
          {rich('login.forgotPassword.sent', { email: <strong>{state.email}</strong> })}
        </p>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.submit(formValues(event).email ?? '');
  return (
    <LoginBoxLayout title={t('login.forgotPassword.title')} subtitle={t('login.forgotPassword.subtitle')}>
      <form ref={attach} className="gh-form" onSubmit={onSubmit}>
        <TextField
          label={t('login.common.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          error={errorOf('email')}
        />
        <FormError message={rest} />
        <SubmitButton loading={state.loading}>{t('login.forgotPassword.submit')}</SubmitButton>
      </form>
      <div className="gh-links">{backToLogin}</div>
    </LoginBoxLayout>
  );
}
