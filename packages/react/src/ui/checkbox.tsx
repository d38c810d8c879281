import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import { CheckIcon, DashIcon } from './icons';
import './checkbox.css';

/** Props of Checkbox. */
export interface CheckboxProps {
  label: ReactNode;
  /** Help under the label, linked with aria-describedby. */
  description?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?(checked: boolean): void;
  /** Form field name: a hidden input carries the value in form submissions. */
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

/** A labelled checkbox (Radix), with an optional description and an indeterminate state. */
export function Checkbox({ label, description, onCheckedChange, id, className, ...props }: CheckboxProps): ReactNode {
  const generated = useId();
  const boxId = id ?? generated;
  const descriptionId = description ? `${boxId}-description` : undefined;
  return (
    <div className={cx('gh-choice-field', className)}>
      <RadixCheckbox.Root
        id={boxId}
        className="gh-check"
        aria-describedby={descriptionId}
        onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
        {...props}
      >
        <RadixCheckbox.Indicator className="gh-check-indicator">
          {props.checked === 'indeterminate' ? <DashIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className="gh-choice-text">
        <label className="gh-choice-label" htmlFor={boxId}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="gh-choice-description">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
