import { loginBoxLeaf } from '@gatehouse/client';
import { SHIPPED_LOCALES } from '../../../i18n/resolve-locale';

/** The primary colour of the login box (docs/branding.md: a palette role, its other shades derived). */
export const PRIMARY_LEAF = 'themeV2/palette/primary';
/** The login box's background colour. */
export const BACKGROUND_LEAF = 'themeV2/loginBox/boxStyle/backgroundColor';
/** The login box's logo: an https address or an image data URL. */
export const LOGO_LEAF = 'themeV2/loginBox/logo/image';
/** The colour leaves the form edits. */
export const COLOUR_LEAVES = [PRIMARY_LEAF, BACKGROUND_LEAF] as const;

// The whole custom login may take 64 KiB of JSON on the server; a logo of 40 KB (about 54 KB as base64) leaves room
// for the rest.
/** Largest login-box logo file, in bytes. */
export const LOGIN_LOGO_MAX_BYTES = 40 * 1024;
/** Longest sign-in title the server takes. */
export const TITLE_MAX = 200;

/** The leaf of the sign-in title in one locale. */
export const titleLeaf = (locale: string): string => `localizations/${locale}/login/title`;

/** The locales whose sign-in title the form offers: the shipped ones, then any other the configuration holds a title for. */
export function titleLocales(configuration: Record<string, unknown>): string[] {
  const stored = configuration.localizations;
  const others =
    stored && typeof stored === 'object'
      ? Object.keys(stored).filter(
          (l) => !(SHIPPED_LOCALES as readonly string[]).includes(l) && loginBoxLeaf(configuration, titleLeaf(l)) !== '',
        )
      : [];
  return [...SHIPPED_LOCALES, ...others.sort()];
}

/** The form's values of a configuration: the text of each leaf it edits, by leaf path. */
export function leafValues(configuration: Record<string, unknown>): Record<string, string> {
  const leaves = [...titleLocales(configuration).map(titleLeaf), ...COLOUR_LEAVES];
  return Object.fromEntries(leaves.map((leaf) => [leaf, loginBoxLeaf(configuration, leaf)]));
}

/** A language's name in the UI's language ("German"), or its code when the browser cannot name it. */
export function languageName(locale: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang, 'en'], { type: 'language' }).of(locale.replace(/_/g, '-')) ?? locale;
  } catch {
    return locale;
  }
}
