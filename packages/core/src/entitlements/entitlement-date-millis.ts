// The range of an ECMAScript Date (±100,000,000 days around the epoch).
const MAX_EPOCH_MS = 8.64e15;
// ISO 8601 calendar date, optionally with a time and an offset. Parsed by hand rather than with
// Date.parse so every engine agrees: Date.parse reads an offset-less date-time as local time and
// accepts many non-ISO forms depending on the browser.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Conditions are evaluated again and again against the same attribute bag: remembering the last
// string parsed avoids running the regular expression on every evaluation.
let lastText = '';
let lastMillis = Number.NaN;

/**
 * Epoch milliseconds of a date operand (spec 000 §5: "valid date"), or NaN when invalid.
 * Accepts a finite number of epoch milliseconds, a valid Date, or an ISO 8601 string
 * `YYYY-MM-DD[THH:mm[:ss[.fraction]]][Z|±HH:mm]`; without an offset the time is read as UTC.
 */
export function entitlementDateMillis(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_EPOCH_MS ? value : Number.NaN;
  if (typeof value === 'string') {
    if (value === lastText) return lastMillis;
    const millis = parseIsoDate(value);
    lastText = value;
    lastMillis = millis;
    return millis;
  }
  if (value instanceof Date) return value.getTime();
  return Number.NaN;
}

function parseIsoDate(text: string): number {
  const m = ISO_DATE.exec(text);
  if (m === null) return Number.NaN;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = m[4] === undefined ? 0 : Number(m[4]);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const millis = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (DAYS_IN_MONTH[month - 1] ?? 0) + (leap ? 1 : 0)) return Number.NaN;
  let offsetMinutes = 0;
  const offset = m[8];
  if (offset !== undefined && offset !== 'Z') {
    const digits = offset.replace(':', '');
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3, 5));
    if (hours > 23 || minutes > 59) return Number.NaN;
    offsetMinutes = (offset[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  let utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC maps years 0–99 to 1900–1999; move such dates back to the year written.
  if (year < 100) utc = new Date(utc).setUTCFullYear(year);
  return utc - offsetMinutes * 60_000;
}
