import { useState, type ReactNode } from 'react';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { PasswordStrength } from '../ui/password-strength';
import { PasswordField } from './password-field';
import { usePasswordRule } from './use-password-rule';

/** Props of NewPasswordField. */
export interface NewPasswordFieldProps {
  label: string;
  name: string;
  autoFocus?: boolean;
  /** The server's reason the password was refused, in words. */
  error?: string;
}

/**
 * The field of a password being set (sign-up, activation, reset): the server's rule and a strength meter under it
 * from the start, before any submit, both linked to the field; the meter's verdict follows the typing.
 */
export function NewPasswordField({ label, name, autoFocus, error }: NewPasswordFieldProps): ReactNode {
  const { t } = useMessages(loginRoutesMessages);
  const rule = usePasswordRule();
  const [password, setPassword] = useState('');
  const ruleText = rule ? `${t('login.password.rule', { min: rule.minLength })} ${t('login.password.tip')}` : t('login.password.tip');
  const labels = {
    meter: t('login.password.strength'),
    tooShort: t('login.password.tooShort'),
    tooLong: t('login.password.tooLong'),
    needsVariety: t('login.password.needsVariety'),
    weak: t('login.password.weak'),
    fair: t('login.password.fair'),
    good: t('login.password.good'),
    strong: t('login.password.strong'),
  };
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete="new-password"
      required
      autoFocus={autoFocus}
      error={error}
      onInput={(event) => setPassword(event.currentTarget.value)}
      description={<PasswordStrength password={password} rule={rule ?? { minLength: 1 }} ruleText={ruleText} labels={labels} />}
    />
  );
}
