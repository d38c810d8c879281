import { useContext, useMemo } from 'react';
import { createFormatters, type Formatters } from './create-formatters';
import { I18nContext } from './i18n-context';

/**
 * Dates, numbers, amounts and relative times in the provider's locale, on `Intl`. Apart from useMessages so that code
 * formatting nothing (the login box) does not carry them.
 */
export function useFormatters(): Formatters {
  const { lang } = useContext(I18nContext);
  return useMemo(() => createFormatters(lang), [lang]);
}
