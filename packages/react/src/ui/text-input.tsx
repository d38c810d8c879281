import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from './class-names';
import { useFieldControl } from './form-field-context';
import './control.css';

/** Props of TextInput: every input attribute; `invalid` marks it aria-invalid outside a FormField. */
export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

/** A text input in the theme; inside a FormField it takes the field's id, descriptions and error state. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, invalid, type = 'text', ...props },
  ref,
) {
  const field = useFieldControl({ ...props, invalid });
  return <input ref={ref} type={type} {...props} {...field} className={cx('gh-control', className)} />;
});
