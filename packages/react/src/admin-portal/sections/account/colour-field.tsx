import { useEffect, useState, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';

/**
 * The colour as `#rrggbb` when the text is an opaque colour the server would take (any syntax core's parseColor
 * reads); undefined otherwise. The parser is loaded on first use: it is the theme's, and the theme loads it lazily too.
 */
export async function opaqueHex(text: string): Promise<string | undefined> {
  const { parseColor } = await import('@gatehouse/core');
  try {
    const parsed = parseColor(text);
    return parsed.alpha === 1 ? parsed.hex.slice(0, 7).toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's colour picker, showing the colour the text names (the default colour while it names none). */
function Swatch(props: { text: string; fallback: string; label: string; disabled?: boolean; onPick(hex: string): void }): ReactNode {
  const { text, fallback, label, disabled, onPick } = props;
  const [hex, setHex] = useState<string>();
  useEffect(() => {
    let current = true;
    void opaqueHex(text.trim() || fallback).then((next) => current && setHex(next));
    return () => {
      current = false;
    };
  }, [text, fallback]);
  return (
    <input
      type="color"
      className="gh-colour-swatch gh-section-colour-swatch"
      aria-label={label}
      value={hex ?? '#ffffff'}
      disabled={disabled}
      onChange={(event) => onPick(event.currentTarget.value)}
    />
  );
}

/** Props of ColourField. */
export interface ColourFieldProps {
  // The login box form keys its values by leaf path; any string-valued form fits.
  control: Control<Record<string, string>>;
  /** The form field's name (the login-box leaf path). */
  name: string;
  label: string;
  /** Name of the colour picker for screen readers ("Pick the primary colour"). */
  pickLabel: string;
  description?: string;
  /** What to do when the text is not a colour, in a sentence. */
  invalid: string;
  error?: string;
  readOnly?: boolean;
  /** An example colour, shown in the empty text box and in the picker until a colour is set (the default one). */
  placeholder?: string;
}

/**
 * A colour as text (any CSS syntax the server reads: #4461f2, rgb(), hsl(), color()) beside the browser's colour
 * picker, kept in step; empty means "not set". Checked before sending: only an opaque colour is taken.
 */
export function ColourField({
  control,
  name,
  label,
  pickLabel,
  description,
  invalid,
  error,
  readOnly,
  placeholder,
}: ColourFieldProps): ReactNode {
  return (
    <FormField label={label} description={description} error={error}>
      <Controller
        control={control}
        name={name}
        rules={{ validate: async (value) => value.trim() === '' || (await opaqueHex(value.trim())) !== undefined || invalid }}
        render={({ field }) => (
          <div className="gh-colour-field gh-section-colour">
            <Swatch text={field.value} fallback={placeholder ?? ''} label={pickLabel} disabled={readOnly} onPick={field.onChange} />
            <TextInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              placeholder={placeholder}
              spellCheck={false}
              autoComplete="off"
              readOnly={readOnly}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
    </FormField>
  );
}
