import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of TextField: a labelled input; every input attribute passes through. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
}

/** A labelled text input with the stable `gh-field`, `gh-label` and `gh-input` classes. */
export function TextField({ label, id, className, ...input }: TextFieldProps): ReactNode {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className={className ? `gh-input ${className}` : 'gh-input'} {...input} />
    </div>
  );
}
