import type { FormEvent, ReactNode } from 'react';
import { createSignUpFlow } from '@gatehouse/client';
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

// The sign-up body's paths, by field of the form (spec 000 §8 reasons name them).
const FIELDS = { name: ['name'], email: ['email'], companyName: ['companyName'], password: ['password'] } as const;

/** The sign-up route: a new account and its company (spec 000 §4.2). */
export function SignUpScreen(): ReactNode {
  const { client } = useGatehouse();
  const { t, rich } = useMessages(loginRoutesMessages);
  const [state, flow] = useFlow(createSignUpFlow);
  const { errorOf, rest, attach } = useFieldErrors(state.error, FIELDS, 'password');
  const backToLogin = <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>;

  if (state.step === 'SignUpSuccess') {
    return (
      <LoginBoxLayout title={t('login.common.checkEmail')}>
        <p className="gh-status" role="status">
          {rich('login.signUp.sent', { email: <strong>{state.email}</strong> })}
        </p>
        <div className="gh-links">{backToLogin}</div>
      </LoginBoxLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { name = '', email = '', companyName = '', password = '' } = formValues(event);
    void flow.signUp({ name: name.trim(), email: email.trim(), companyName: companyName.trim(), password });
  };

  return (
    <LoginBoxLayout title={t('login.signUp.title')}>
      <form ref={attach} className="gh-form" onSubmit={onSubmit}>
        <TextField label={t('login.signUp.fullName')} name="name" autoComplete="name" required autoFocus error={errorOf('name')} />
        <TextField label={t('login.common.email')} name="email" type="email" autoComplete="username" required error={errorOf('email')} />
        <TextField
          label={t('login.signUp.companyName')}
          name="companyName"
          autoComplete="organization"
          required
          error={errorOf('companyName')}
        />
        <NewPasswordField label={t('login.common.password')} name="password" error={errorOf('password')} />
        <FormError message={rest} />
        <SubmitButton loading={state.loading}>{t('login.signUp.submit')}</SubmitButton>
      </form>
      <div className="gh-links">
        <span className="gh-text">
          {t('login.signUp.haveAccount')} {backToLogin}
        </span>
      </div>
    </LoginBoxLayout>
  );
}
