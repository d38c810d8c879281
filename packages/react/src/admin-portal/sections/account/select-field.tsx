import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A choice of SelectField. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of SelectField: a labelled select; every select attribute passes through. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** Label of the empty first choice ("not set"). */
  emptyLabel?: string;
}

/** A labelled select with the login box's field classes. */
export function SelectField({ label, options, emptyLabel = 'Not set', className, ...select }: SelectFieldProps): ReactNode {
  const id = useId();
  return (
    <div className="gh-field">
      <label className="gh-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={className ? `gh-input ${className}` : 'gh-input'} {...select}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
