import type { Localization } from './message-id';
import { browserLanguages, DEFAULT_LOCALE, resolveLocale, type ResolvedLocale } from './resolve-locale';

/** The locale a provider shows, with the host's messages for it. */
export interface LocaleSettings extends ResolvedLocale {
  /** The host's messages of this locale by id (its language's, then its exact tag's: `de`, then `de-AT`). */
  overrides: Readonly<Record<string, string | undefined>>;
}

/**
 * The settings of a provider's `locale` and `localization` props: the requested locale, else the browser's languages,
 * matched against the shipped locales and those the host gives messages for; English when none matches.
 */
export function localeSettings(requested?: string, localization?: Localization): LocaleSettings {
  const resolved = resolveLocale(requested?.trim() ? requested : browserLanguages(), Object.keys(localization ?? {}));
  const exact = resolved.lang !== resolved.locale ? localization?.[resolved.lang] : undefined;
  return { ...resolved, overrides: { ...localization?.[resolved.locale], ...exact } };
}

/** English with no host messages: what a component shows outside any provider. */
export const DEFAULT_SETTINGS: LocaleSettings = { locale: DEFAULT_LOCALE, lang: DEFAULT_LOCALE, dir: 'ltr', overrides: {} };
