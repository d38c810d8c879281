import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { useFieldControl } from './form-field-context';
import './control.css';

/** Props of Textarea: every textarea attribute; `invalid` marks it aria-invalid outside a FormField. */
export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

/** A multi-line text input in the theme, wired to its FormField like TextInput. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, invalid, rows = 4, ...props }, ref) {
  const field = useFieldControl({ ...props, invalid });
  return <textarea ref={ref} rows={rows} {...props} {...field} className={cx('gh-control', 'gh-control-textarea', className)} />;
});
