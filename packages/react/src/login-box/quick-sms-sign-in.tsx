import { useState, type FormEvent, type ReactNode } from 'react';
import type { PasswordlessLoginActions } from '@gatehouse/client';
import { usePublicConfig } from '../hooks/use-public-config';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { formValues } from './form-values';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** Props of QuickSmsSignIn. */
export interface QuickSmsSignInProps {
  flow: Pick<PasswordlessLoginActions, 'quickSmsLogin'>;
  loading: boolean;
}

/**
 * "Sign in with a text message" under the login form: quick SMS login by phone number (spec 000
 * §7.1), offered only while the vendor's secondary SmsCode strategy is active. Listed after the
 * stronger methods, with the risk said (SECURITY.md §0).
 */
export function QuickSmsSignIn({ flow, loading }: QuickSmsSignInProps): ReactNode {
  const { quickSmsEnabled } = usePublicConfig();
  const { t } = useMessages(loginMessages);
  const [open, setOpen] = useState(false);
  if (!quickSmsEnabled) return null;
  if (!open) {
    return (
      <button type="button" className="gh-button gh-button-secondary gh-quick-sms-button" disabled={loading} onClick={() => setOpen(true)}>
        {t('login.signIn.withTextMessage')}
      </button>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void flow.quickSmsLogin(formValues(event).phoneNumber ?? '');
  return (
    <form className="gh-form gh-quick-sms" onSubmit={onSubmit}>
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
      <p className="gh-text">{t('login.signIn.textMessageRisk')}</p>
      <SubmitButton loading={loading}>{t('login.signIn.textMeACode')}</SubmitButton>
    </form>
  );
}
