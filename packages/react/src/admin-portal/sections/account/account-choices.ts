import type { SelectOption } from '../../../ui/select';

/** Date patterns offered (the server takes any pattern of D, M, Y and separators). */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY', 'D MMM YYYY'] as const;
/** Time patterns offered. */
export const TIME_FORMATS = ['HH:mm', 'hh:mm A', 'HH:mm:ss'] as const;
/** The value of the "Not set" choice: a select cannot hold the empty string, which clears a setting. */
export const NOT_SET = '__not-set__';

/** A choice of a text setting; its label is text. */
export interface TextOption extends SelectOption {
  label: string;
}

/** The choices with the stored value kept when it is not one of them (set through the API, or by another runtime's list). */
export function withCurrent(options: readonly TextOption[], current: string | undefined): TextOption[] {
  return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : [...options];
}

/** The IANA time zones this browser knows, and UTC (the server accepts it though some runtimes leave it out). */
export function timezoneOptions(): TextOption[] {
  const zones = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return [...zones].sort().map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
}

/** ISO 4217 currencies this browser knows, named in the UI's language. */
export function currencyOptions(lang: string): TextOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'currency' });
  } catch {
    // An odd language tag: the codes alone.
  }
  return Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: `${code} — ${names?.of(code) ?? code}` }));
}

/** Patterns as options (the pattern is its own label). */
export const patternOptions = (patterns: readonly string[]): TextOption[] => patterns.map((p) => ({ value: p, label: p }));
