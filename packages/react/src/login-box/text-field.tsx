import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useValidationMessages } from './use-validation-messages';

/** Props of TextField: a labelled input; every input attribute passes through. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** What the field's `pattern` asks for, shown when the value does not match it. */
  formatMessage?: string;
}

/**
 * A labelled text input with the stable `gh-field`, `gh-label` and `gh-input` classes; the browser's validation
 * messages come in the UI's locale.
 */
export function TextField({ label, id, className, formatMessage, onInvalid, onInput, ...input }: TextFieldProps): ReactNode {
  const generated = useId();
  const inputId = id ?? generated;
  const validation = useValidationMessages(formatMessage, { onInvalid, onInput });
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className={className ? `gh-input ${className}` : 'gh-input'} {...input} {...validation} />
    </div>
  );
}
