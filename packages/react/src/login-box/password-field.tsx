import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of PasswordField. */
export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A labelled password input with a show-password toggle (ASVS 2.1.12). The toggle's name stays
 * "Show password" and its state is aria-pressed, so assistive technology hears one consistent control.
 */
export function PasswordField({ label, id, ...input }: PasswordFieldProps): ReactNode {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="gh-password">
        <input id={inputId} className="gh-input gh-password-input" type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="gh-password-toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <span aria-hidden="true">{visible ? 'Hide' : 'Show'}</span>
          <span className="gh-visually-hidden">Show password</span>
        </button>
      </div>
    </div>
  );
}
