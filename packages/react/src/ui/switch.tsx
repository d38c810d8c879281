import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import './checkbox.css';

/** Props of Switch. */
export interface SwitchProps {
  label: ReactNode;
  /** Help under the label, linked with aria-describedby. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?(checked: boolean): void;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

/** A labelled on/off switch (Radix) for settings that apply at once. */
export function Switch({ label, description, id, className, ...props }: SwitchProps): ReactNode {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cx('gh-choice-field', 'gh-switch-field', className)}>
      <div className="gh-choice-text">
        <label className="gh-choice-label" htmlFor={switchId}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="gh-choice-description">
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root id={switchId} className="gh-switch" aria-describedby={descriptionId} {...props}>
        <RadixSwitch.Thumb className="gh-switch-thumb" />
      </RadixSwitch.Root>
    </div>
  );
}
