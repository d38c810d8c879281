import { describe, expect, it } from 'vitest';
import { localeSettings } from './locale-settings';
import { directionOf, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('matches a shipped locale exactly or by its language, keeping the tag for formats', () => {
    expect(resolveLocale('de')).toEqual({ locale: 'de', lang: 'de', dir: 'ltr' });
    expect(resolveLocale('de-AT')).toEqual({ locale: 'de', lang: 'de-AT', dir: 'ltr' });
    expect(resolveLocale('he-IL')).toEqual({ locale: 'he', lang: 'he-IL', dir: 'rtl' });
    expect(resolveLocale('iw')).toEqual({ locale: 'he', lang: 'he', dir: 'rtl' });
  });

  it('takes the first of a preference list that has messages', () => {
    expect(resolveLocale(['fr-FR', 'fr', 'de-CH', 'en'])).toEqual({ locale: 'de', lang: 'de-CH', dir: 'ltr' });
  });

  it('falls back to English for an unknown, empty or malformed locale', () => {
    for (const requested of ['fr', 'zz-ZZ', 'not a locale!', '', []])
      expect(resolveLocale(requested)).toEqual({ locale: 'en', lang: 'en', dir: 'ltr' });
  });

  it('accepts a locale the host brings messages for, with its direction', () => {
    expect(resolveLocale('ar-EG', ['ar'])).toEqual({ locale: 'ar', lang: 'ar-EG', dir: 'rtl' });
    expect(resolveLocale('pt-BR', ['pt-BR'])).toEqual({ locale: 'pt-BR', lang: 'pt-BR', dir: 'ltr' });
  });

  it('knows which languages run right to left', () => {
    expect(['he', 'ar', 'fa-IR', 'ur'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'de', 'ja'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
  });
});

describe('localeSettings', () => {
  it("takes the host's messages of the language, then of the exact tag", () => {
    const settings = localeSettings('de-AT', {
      de: { 'login.signIn.title': 'Anmeldung', 'login.common.email': 'E-Mail-Adresse' },
      'de-AT': { 'login.signIn.title': 'Einstieg' },
      en: { 'login.signIn.title': 'Welcome' },
    });
    expect(settings).toMatchObject({ locale: 'de', lang: 'de-AT' });
    expect(settings.overrides).toEqual({ 'login.signIn.title': 'Einstieg', 'login.common.email': 'E-Mail-Adresse' });
  });

  it("defaults to the browser's languages", () => {
    const languages = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { languages: ['he-IL', 'en'], language: 'he-IL' }, configurable: true });
    try {
      expect(localeSettings()).toMatchObject({ locale: 'he', lang: 'he-IL', dir: 'rtl' });
    } finally {
      if (languages) Object.defineProperty(globalThis, 'navigator', languages);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });
});
