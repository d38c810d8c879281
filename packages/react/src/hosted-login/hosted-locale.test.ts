import { describe, expect, it } from 'vitest';
import { hostedLocale } from './hosted-locale';

describe('hostedLocale', () => {
  it("takes the first of the request's ui_locales that has messages", () => {
    expect(hostedLocale('/oauth/authorize?client_id=app&ui_locales=fr-CA%20he-IL%20en')).toBe('he-IL');
    expect(hostedLocale('/oauth/authorize?ui_locales=de')).toBe('de');
  });

  it("leaves the choice to the browser's language when the request names none", () => {
    expect(hostedLocale('/oauth/authorize?client_id=app')).toBeUndefined();
    expect(hostedLocale('/oauth/authorize')).toBeUndefined();
    expect(hostedLocale('/oauth/authorize?ui_locales=')).toBeUndefined();
  });
});
