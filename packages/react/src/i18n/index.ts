// loginRoutesMessages and portalMessages are left out on purpose: the bundler puts what the package entry re-exports,
// and lazy chunks share, into the entry chunk, which would carry their English to every page.
export { I18nProvider, type I18nProviderProps } from './i18n-provider';
export { useMessages } from './use-messages';
export { useFormatters } from './use-formatters';
export { useLocaleAttributes } from './i18n-context';
export { loginMessages } from './login-messages';
export type { Messages, MessageValues } from './create-messages';
export type { DateInput, Formatters, RelativeTimeOptions } from './create-formatters';
export type { CatalogueSource, MessageArea } from './message-area';
export type {
  Catalogue,
  CompiledCatalogue,
  Localization,
  LoginFirstScreenId,
  LoginMessageId,
  LoginRoutesId,
  MessageId,
  PortalMessageId,
} from './message-id';
export {
  DEFAULT_LOCALE,
  SHIPPED_LOCALES,
  resolveLocale,
  type ResolvedLocale,
  type ShippedLocale,
  type TextDirection,
} from './resolve-locale';
