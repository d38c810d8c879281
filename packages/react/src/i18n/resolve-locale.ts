/** The locales Gatehouse ships complete catalogues for; English is the default and the fallback of every message. */
export const SHIPPED_LOCALES = ['en', 'de', 'he'] as const;

/** A locale with a complete catalogue. */
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/** The locale every message falls back to. */
export const DEFAULT_LOCALE: ShippedLocale = 'en';

/** Which way text runs. */
export type TextDirection = 'ltr' | 'rtl';

/** What a requested locale resolves to. */
export interface ResolvedLocale {
  /** The catalogue's locale: a shipped one, or one the host gives messages for (`localization`). */
  locale: string;
  /** The BCP 47 tag for `Intl` and the `lang` attribute (`de-AT` asks for German messages, Austrian formats). */
  lang: string;
  dir: TextDirection;
}

// Scripts written right to left (CLDR's character order): Arabic, Hebrew, Thaana, Syriac, N'Ko and Adlam users.
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

/** The direction text of `lang` runs in. */
export const directionOf = (lang: string): TextDirection => (RIGHT_TO_LEFT.has(lang.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr');

// A tag Intl accepts, in its canonical case ('iw' becomes 'he'); null for one it refuses.
const canonical = (tag: string): string | null => {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null;
  } catch {
    return null;
  }
};

/** The browser's preferred languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The first of `requested` (a tag or a preference list) that has messages, matched exactly or by its language
 * (`de-CH` → `de`): a shipped catalogue first, else one of `hostLocales` (those the host brings messages for). Nothing
 * matching resolves to English, formats included.
 */
export function resolveLocale(requested: string | readonly string[], hostLocales: readonly string[] = []): ResolvedLocale {
  const index = (tags: readonly string[]) => {
    const known = new Map<string, string>();
    for (const tag of tags) {
      const key = canonical(tag);
      if (key) known.set(key.toLowerCase(), tag);
    }
    return (lang: string) => known.get(lang.toLowerCase()) ?? known.get(lang.toLowerCase().split('-')[0]!);
  };
  const shipped = index(SHIPPED_LOCALES);
  const hosts = index(hostLocales);
  for (const candidate of typeof requested === 'string' ? [requested] : requested) {
    const lang = canonical(candidate);
    const locale = lang && (shipped(lang) ?? hosts(lang));
    if (lang && locale) return { locale, lang, dir: directionOf(lang) };
  }
  return { locale: DEFAULT_LOCALE, lang: DEFAULT_LOCALE, dir: 'ltr' };
}
