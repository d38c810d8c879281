import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { fieldMessages } from './field-messages';
import { useValidationMessages } from './use-validation-messages';

/** Props of PasswordField. */
export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  /** Help under the field, linked to it (the password rule and strength of a new password). */
  description?: ReactNode;
  /** The server's reason this password was refused, in words, shown under the field and linked to it. */
  error?: string;
}

/**
 * A labelled password input with a show-password toggle (ASVS 2.1.12). The toggle's name stays
 * "Show password" and its state is aria-pressed, so assistive technology hears one consistent control.
 */
export function PasswordField({ label, id, description, error, onInvalid, onInput, ...input }: PasswordFieldProps): ReactNode {
  const { t } = useMessages(loginMessages);
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const validation = useValidationMessages(undefined, { onInvalid, onInput });
  const { inputProps, messages } = fieldMessages(inputId, description, error, input['aria-describedby']);
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="gh-password">
        <input
          id={inputId}
          className="gh-input gh-password-input"
          type={visible ? 'text' : 'password'}
          {...input}
          {...inputProps}
          {...validation}
        />
        <button
          type="button"
          className="gh-password-toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <span aria-hidden="true">{visible ? t('login.passwordField.hide') : t('login.passwordField.show')}</span>
          <span className="gh-visually-hidden">{t('login.passwordField.showPassword')}</span>
        </button>
      </div>
      {messages}
    </div>
  );
}
