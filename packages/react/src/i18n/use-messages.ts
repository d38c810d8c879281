import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { areaChain, catalogueReady, createMessages, type Messages } from './create-messages';
import { I18nContext } from './i18n-context';
import type { CatalogueSource, MessageArea } from './message-area';
import { messageStore } from './message-store';

const useStoreState = () => useSyncExternalStore(messageStore.subscribe, messageStore.getState, messageStore.getState);

/**
 * The messages of an area in the provider's locale: `const { t } = useMessages(loginMessages)`, then
 * `t('login.signIn.title')`. Loads the locale's catalogues (and compiles the host's ICU messages) on first use.
 */
export function useMessages<Id extends string>(area: MessageArea<Id>): Messages<Id> {
  const settings = useContext(I18nContext);
  const state = useStoreState();
  useEffect(() => {
    for (const part of areaChain(area)) void messageStore.loadCatalogue(part, settings.locale);
    void messageStore.compileTexts(Object.values(settings.overrides).filter((text): text is string => typeof text === 'string'));
  }, [area, settings]);
  return useMemo(() => createMessages(area, settings, state), [area, settings, state]);
}

/** Whether the provider's locale of a catalogue source is in (true for none), loading it if not. */
export function useCatalogueReady(source: CatalogueSource | undefined): boolean {
  const { locale } = useContext(I18nContext);
  const state = useStoreState();
  useEffect(() => {
    if (source) void messageStore.loadCatalogue(source, locale);
  }, [source, locale]);
  return !source || catalogueReady(source, locale, state);
}
