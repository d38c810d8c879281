import type { FormEvent, ReactNode } from 'react';
import type { TwoFactorActions, TwoFactorState } from '@gatehouse/client';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { FormError } from './form-error';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of the MFA views: the MFA state, its actions, the spinner and the error to show. */
export interface TwoFactorViewsProps {
  twoFactor: TwoFactorState;
  actions: TwoFactorActions;
  loading: boolean;
  error?: string;
}

const days = (seconds: number) => Math.max(1, Math.round(seconds / 86_400));

/** "Remember this device" when the server allows it (sign-in only; wire-compat §2.2). */
export function RememberDevice({ twoFactor }: Pick<TwoFactorViewsProps, 'twoFactor'>): ReactNode {
  const { t } = useMessages(loginMessages);
  const remember = twoFactor.remember;
  if (!remember?.allowed) return null;
  return (
    <label className="gh-checkbox">
      <input type="checkbox" name="rememberDevice" /> {t('login.twoFactor.rememberDevice', { days: days(remember.expirationSeconds) })}
    </label>
  );
}

/** The 6-digit code form, with "remember this device" when the server allows it. */
export function CodeForm({
  twoFactor,
  actions,
  loading,
  error,
  autoComplete = 'one-time-code',
}: TwoFactorViewsProps & { autoComplete?: string }): ReactNode {
  const { t } = useMessages(loginMessages);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = formValues(event);
    void actions.verifyMfa(values.code ?? '', values.rememberDevice === 'on');
  };
  return (
    <form className="gh-form" onSubmit={onSubmit}>
      <TextField
        label={t('login.common.code')}
        name="code"
        inputMode="numeric"
        autoComplete={autoComplete}
        pattern="[0-9 ]{6,7}"
        formatMessage={t('login.validation.code')}
        maxLength={7}
        required
        autoFocus
      />
      <RememberDevice twoFactor={twoFactor} />
      <FormError message={error} />
      <SubmitButton loading={loading}>{t('login.common.verify')}</SubmitButton>
    </form>
  );
}
