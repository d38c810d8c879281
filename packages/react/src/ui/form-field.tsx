import { useId, useMemo, type ReactNode } from 'react';
import { cx } from './class-names';
import { FormFieldContext, type FormFieldContextValue } from './form-field-context';
import './form-field.css';

/** Props of FormField. */
export interface FormFieldProps {
  label: ReactNode;
  /** Help under the label, linked to the control with aria-describedby. */
  description?: ReactNode;
  /** The field's error in words a person reads; marks the control aria-invalid and links the text to it. */
  error?: ReactNode;
  /** Marks the control required and shows a marker after the label (screen readers hear "required" from the control). */
  required?: boolean;
  /** Id of the control (generated when absent). */
  id?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
  /** The control: TextInput, PasswordInput, Textarea or Select, which take the field's id and descriptions. */
  children: ReactNode;
}

/** A labelled control with its description and error, wired with aria-describedby and aria-invalid. */
export function FormField({ label, description, error, required = false, id, hideLabel, className, children }: FormFieldProps): ReactNode {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [description ? descriptionId : '', hasError ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const value = useMemo<FormFieldContextValue>(
    () => ({ id: controlId, describedBy, invalid: hasError, required }),
    [controlId, describedBy, hasError, required],
  );
  return (
    <div className={cx('gh-form-field', className)} data-invalid={hasError || undefined}>
      <label className={cx('gh-form-label', hideLabel && 'gh-visually-hidden')} htmlFor={controlId}>
        {label}
        {required && (
          <span className="gh-form-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className="gh-form-description">
          {description}
        </p>
      )}
      <FormFieldContext.Provider value={value}>{children}</FormFieldContext.Provider>
      {hasError && (
        <p id={errorId} className="gh-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
