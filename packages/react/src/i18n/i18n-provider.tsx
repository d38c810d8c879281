import { useMemo, type ReactNode } from 'react';
import { I18nContext } from './i18n-context';
import { localeSettings, type LocaleSettings } from './locale-settings';
import type { Localization } from './message-id';

/** Props of I18nProvider. */
export interface I18nProviderProps {
  /** A BCP 47 tag (`de`, `he-IL`); default: the browser's language when Gatehouse has messages for it, else English. */
  locale?: string;
  /** The host's messages by locale, over the catalogue's; keep the object stable (memoise it). */
  localization?: Localization;
  children?: ReactNode;
}

/** The provider's locale settings, recomputed only when its props change. */
export function useLocaleSettings(locale: string | undefined, localization: Localization | undefined): LocaleSettings {
  return useMemo(() => localeSettings(locale, localization), [locale, localization]);
}

/** Sets the locale and host messages of the Gatehouse UI under it (GatehouseProvider includes one). */
export function I18nProvider({ locale, localization, children }: I18nProviderProps): ReactNode {
  return <I18nContext.Provider value={useLocaleSettings(locale, localization)}>{children}</I18nContext.Provider>;
}
