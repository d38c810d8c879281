/** A date as the API gives it (ISO text, epoch milliseconds) or a Date; null and undefined format as ''. */
export type DateInput = Date | string | number | null | undefined;

/** Options of formatRelativeTime. */
export interface RelativeTimeOptions {
  /** The moment to count from (default: now). */
  now?: Date | number;
  /** 'auto' (default) says "yesterday", 'always' says "1 day ago". */
  numeric?: 'auto' | 'always';
  style?: 'long' | 'short' | 'narrow';
}

/** Dates, numbers and amounts in the active locale's formats, on `Intl`. None throws: bad input comes back as text. */
export interface Formatters {
  /** A date (default: medium date style); pass `timeZone`, `timeStyle`… as for Intl.DateTimeFormat. */
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in an ISO 4217 currency (`USD`). */
  formatCurrency(amount: number, currency: string, options?: Intl.NumberFormatOptions): string;
  /** How far a moment is from now in the largest whole unit: "3 days ago", "in 2 hours", "yesterday". */
  formatRelativeTime(value: DateInput, options?: RelativeTimeOptions): string;
}

// Intl objects are costly to build and immutable: one per locale and options.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, build: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) cache.set(key, (made = build()));
  return made;
}

// Bad options (an unknown time zone or currency from a setting) must not take the page down.
function attempt(...tries: (() => string)[]): string {
  for (const run of tries.slice(0, -1)) {
    try {
      return run();
    } catch {
      // the next, plainer way
    }
  }
  return tries[tries.length - 1]!();
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** The formatters of a BCP 47 locale tag. */
export function createFormatters(lang: string): Formatters {
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    memo(`date|${lang}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));
  const numberFormat = (options: Intl.NumberFormatOptions) =>
    memo(`number|${lang}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));
  const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}) =>
    attempt(
      () => numberFormat(options).format(value),
      () => numberFormat({}).format(value),
      () => String(value),
    );
  return {
    formatDate(value, options = { dateStyle: 'medium' }) {
      if (value === null || value === undefined || value === '') return '';
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) return String(value);
      return attempt(
        () => dateFormat(options).format(date),
        () => dateFormat({ dateStyle: 'medium' }).format(date),
        () => date.toISOString(),
      );
    },
    formatNumber,
    formatCurrency(amount, currency, options = {}) {
      return attempt(
        () => numberFormat({ ...options, style: 'currency', currency }).format(amount),
        () => `${formatNumber(amount)} ${currency}`,
      );
    },
    formatRelativeTime(value, { now = Date.now(), numeric = 'auto', style = 'long' } = {}) {
      if (value === null || value === undefined || value === '') return '';
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) return String(value);
      const seconds = (date.getTime() - toDate(now).getTime()) / 1000;
      const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS[UNITS.length - 1]!;
      const format = memo(`relative|${lang}|${numeric}|${style}`, () => new Intl.RelativeTimeFormat(lang, { numeric, style }));
      return format.format(Math.round(seconds / size), unit);
    },
  };
}
