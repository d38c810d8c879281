import type { ReactNode } from 'react';
import './login-box.css';

/** What a field says under its input: help (the password rule) and its error, each linked to the input. */
export interface FieldMessages {
  /** The input's aria-describedby (its error first) and aria-invalid. */
  inputProps: { 'aria-describedby'?: string; 'aria-invalid'?: true };
  /** The elements that go after the input. */
  messages: ReactNode;
}

/**
 * The help and error of the login box's fields, wired as the design system's FormField wires them: both linked to the
 * input with aria-describedby, aria-invalid while there is an error, the error in words next to its field.
 */
export function fieldMessages(inputId: string, description: ReactNode, error: string | undefined, own?: string): FieldMessages {
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error ? errorId : '', description ? descriptionId : '', own ?? ''].filter(Boolean).join(' ');
  return {
    inputProps: { 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined },
    messages: (
      <>
        {description && (
          <div id={descriptionId} className="gh-field-description">
            {description}
          </div>
        )}
        {error && (
          <p id={errorId} className="gh-field-error">
            {error}
          </p>
        )}
      </>
    ),
  };
}
