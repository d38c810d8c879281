import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import { useFieldControl } from './form-field-context';
import { CheckIcon, ChevronDownIcon } from './icons';
import { usePortalContainer, useUiDirection } from './ui-context';
import './control.css';
import './select.css';

/** One choice of a Select. */
export interface SelectOption {
  /** A non-empty value (Radix reserves the empty string for "nothing chosen"). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of Select. */
export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Form field name: a hidden native select carries the value in form submissions. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  id?: string;
  /** Accessible name when the select has no FormField label. */
  'aria-label'?: string;
  className?: string;
}

/** A single-choice list (Radix Select) styled like the text inputs; inside a FormField it takes its label and errors. */
export function Select({ options, placeholder, className, invalid, id, required, ...props }: SelectProps): ReactNode {
  const container = usePortalContainer();
  const dir = useUiDirection();
  const field = useFieldControl({ id, required, invalid });
  // Options with an empty value would make Radix throw; they are left out rather than crash the page.
  const usable = options.filter((option) => option.value !== '');
  return (
    <RadixSelect.Root dir={dir} required={field.required} {...props}>
      <RadixSelect.Trigger
        id={field.id}
        className={cx('gh-control', 'gh-select-trigger', className)}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid']}
        aria-label={props['aria-label']}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className="gh-select-icon">
          <ChevronDownIcon />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <RadixSelect.Content className="gh-select-content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport className="gh-select-viewport">
            {usable.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className="gh-select-item">
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="gh-select-check">
                  <CheckIcon />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
