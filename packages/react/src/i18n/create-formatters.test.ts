import { describe, expect, it } from 'vitest';
import { createFormatters } from './create-formatters';

const now = new Date(Date.UTC(2024, 5, 1, 12));
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('createFormatters', () => {
  it('formats numbers, currencies and dates in the locale', () => {
    const [en, de, he] = ['en', 'de', 'he'].map(createFormatters);
    expect([en!.formatNumber(1234.5), de!.formatNumber(1234.5)]).toEqual(['1,234.5', '1.234,5']);
    expect(de!.formatCurrency(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(en!.formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(he!.formatCurrency(10, 'ILS')).toMatch(/10\.00.*₪/);
    const day = new Date(Date.UTC(2024, 0, 15, 12));
    const options = { dateStyle: 'long', timeZone: 'Asia/Jerusalem' } as const;
    expect([en!.formatDate(day, options), de!.formatDate(day, options), he!.formatDate(day, options)]).toEqual([
      'January 15, 2024',
      '15. Januar 2024',
      '15 בינואר 2024',
    ]);
  });

  it('says how long ago in the largest whole unit, in the locale', () => {
    const en = createFormatters('en');
    expect(en.formatRelativeTime(ago(30), { now })).toBe('30 seconds ago');
    expect(en.formatRelativeTime(ago(3 * 3600), { now })).toBe('3 hours ago');
    expect(en.formatRelativeTime(ago(86_400), { now })).toBe('yesterday');
    expect(en.formatRelativeTime(ago(-2 * 86_400), { now })).toBe('in 2 days');
    expect(en.formatRelativeTime(ago(400 * 86_400).toISOString(), { now, numeric: 'always' })).toBe('1 year ago');
    expect(createFormatters('de').formatRelativeTime(ago(86_400), { now })).toBe('gestern');
    expect(createFormatters('he').formatRelativeTime(ago(3 * 3600), { now })).toBe('לפני 3 שעות');
  });

  it('formats a date given as ISO text or milliseconds, and nothing for nothing', () => {
    const en = createFormatters('en');
    expect(en.formatDate('2024-01-15T10:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Jan 15, 2024');
    expect(en.formatDate(Date.UTC(2024, 0, 15), { dateStyle: 'short', timeZone: 'UTC' })).toBe('1/15/24');
    expect([en.formatDate(null), en.formatDate(undefined), en.formatRelativeTime(null)]).toEqual(['', '', '']);
  });

  it('never throws on bad input: bad dates, time zones and currencies come back as text', () => {
    const en = createFormatters('en');
    expect(en.formatDate('not a date')).toBe('not a date');
    expect(en.formatRelativeTime('soon')).toBe('soon');
    expect(en.formatDate('2024-01-15T10:00:00Z', { dateStyle: 'medium', timeZone: 'Mars/Olympus' })).toBe('Jan 15, 2024');
    expect(en.formatCurrency(5, 'NOT A CURRENCY')).toBe('5 NOT A CURRENCY');
    expect(en.formatNumber(2, { maximumFractionDigits: -4 })).toBe('2');
  });
});
