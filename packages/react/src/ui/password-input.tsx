import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { cx } from './class-names';
import { useFieldControl } from './form-field-context';
import { EyeIcon } from './icons';
import './control.css';

/** Words of PasswordInput. */
export interface PasswordInputLabels {
  /** Name of the show-password toggle (e.g. "Show password"); its pressed state tells whether it is shown. */
  show: string;
}

/** Props of PasswordInput: every input attribute but `type`. */
export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  labels: PasswordInputLabels;
  invalid?: boolean;
}

/**
 * A password input with a show-password toggle (ASVS 2.1.12). The toggle keeps one name and reports its state with
 * aria-pressed, so assistive technology hears one consistent control.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { labels, className, invalid, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const field = useFieldControl({ ...props, invalid });
  return (
    <div className="gh-control-group">
      <input
        ref={ref}
        {...props}
        {...field}
        type={visible ? 'text' : 'password'}
        className={cx('gh-control', 'gh-control-with-action', className)}
      />
      <button
        type="button"
        className="gh-control-action"
        aria-label={labels.show}
        aria-pressed={visible}
        aria-controls={field.id}
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon />
      </button>
    </div>
  );
});
