import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldMessages } from './field-messages';
import { useValidationMessages } from './use-validation-messages';

/** Props of TextField: a labelled input; every input attribute passes through. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** What the field's `pattern` asks for, shown when the value does not match it. */
  formatMessage?: string;
  /** The server's reason this value was refused, in words, shown under the field and linked to it. */
  error?: string;
}

/**
 * A labelled text input with the stable `gh-field`, `gh-label` and `gh-input` classes; the browser's validation
 * messages come in the UI's locale, the server's reason sits under the field.
 */
export function TextField({ label, id, className, formatMessage, error, onInvalid, onInput, ...input }: TextFieldProps): ReactNode {
  const generated = useId();
  const inputId = id ?? generated;
  const validation = useValidationMessages(formatMessage, { onInvalid, onInput });
  const { inputProps, messages } = fieldMessages(inputId, undefined, error, input['aria-describedby']);
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className={className ? `gh-input ${className}` : 'gh-input'} {...input} {...inputProps} {...validation} />
      {messages}
    </div>
  );
}
