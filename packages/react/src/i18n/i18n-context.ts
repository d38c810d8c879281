import { createContext, useContext } from 'react';
import { DEFAULT_SETTINGS, type LocaleSettings } from './locale-settings';
import type { TextDirection } from './resolve-locale';

/** The locale settings of the nearest provider; English outside any. */
export const I18nContext = createContext<LocaleSettings>(DEFAULT_SETTINGS);

/** The attributes an element that roots Gatehouse's UI takes (`<div className="gh-root" {...useLocaleAttributes()}>`). */
export function useLocaleAttributes(): { lang: string; dir: TextDirection } {
  const { lang, dir } = useContext(I18nContext);
  return { lang, dir };
}
