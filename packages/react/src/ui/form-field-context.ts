import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it. */
export interface FormFieldContextValue {
  id: string;
  /** Ids of the description and the error, in reading order; undefined when there are none. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

/** React context of the enclosing FormField; null outside one. */
export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** Attributes a control takes from its FormField. */
export interface FieldControlAttributes {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** The control's own say on the same attributes. */
export interface OwnControlAttributes {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: unknown;
  required?: boolean;
  invalid?: boolean;
}

/**
 * The id, aria-describedby, aria-invalid and required a control gets from the enclosing FormField, with the
 * control's own props winning (and its own aria-describedby kept after the field's).
 */
export function useFieldControl(own: OwnControlAttributes): FieldControlAttributes {
  const field = useContext(FormFieldContext);
  const describedBy = [field?.describedBy, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const ownAriaInvalid = own['aria-invalid'] === true || own['aria-invalid'] === 'true' ? true : undefined;
  const invalid = own.invalid ?? ownAriaInvalid ?? field?.invalid ?? false;
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid ? true : undefined,
    required: own.required ?? (field?.required || undefined),
  };
}
