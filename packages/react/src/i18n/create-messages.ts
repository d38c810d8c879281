import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { LocaleSettings } from './locale-settings';
import type { CatalogueSource, MessageArea } from './message-area';
import { catalogueKey, needsCompiling, type MessageStoreState } from './message-store';
import type { TextDirection } from './resolve-locale';

/** Values of a message's placeholders (`{ email: 'ada@example.com', count: 3 }`). */
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

/** An area's messages in the active locale. */
export interface Messages<Id extends string> {
  /** The catalogue's locale (`de`). */
  locale: string;
  /** The BCP 47 tag formats follow and the `lang` attribute takes (`de-AT`). */
  lang: string;
  dir: TextDirection;
  /** False while the locale's catalogue (or a host's ICU message) is still loading; English shows meanwhile. */
  ready: boolean;
  /** The message `id` with its placeholders filled (ICU plurals, selects, numbers and dates). */
  t(id: Id, values?: MessageValues): string;
  /** As t, where values may be elements (`{ email: <strong>{email}</strong> }`): each takes its place in the text. */
  rich(id: Id, values: Readonly<Record<string, ReactNode>>): ReactNode;
}

// Marks where an element goes in the text; a control character no message contains.
const SLOT = '\u0000';

/** The area and the areas under it, base first. */
export function areaChain(area: MessageArea): MessageArea[] {
  return area.base ? [...areaChain(area.base), area] : [area];
}

/** Whether the store has what `locale` needs of a source (English and locales it does not ship need nothing). */
export const catalogueReady = (source: CatalogueSource, locale: string, state: MessageStoreState): boolean =>
  !(locale in source.locales) || state.catalogues[catalogueKey(source, locale)] !== undefined;

/**
 * The messages of `area` for `settings`, from what the store has loaded: the area's English (and its base's), the
 * locale's catalogues over it, the host's messages over all (plain text as is; ICU once compiled). An id missing
 * everywhere shows itself.
 */
export function createMessages<Id extends string>(area: MessageArea<Id>, settings: LocaleSettings, state: MessageStoreState): Messages<Id> {
  const { locale, lang, dir } = settings;
  const chain = areaChain(area);
  const messages: Record<string, CompiledMessage> = {};
  for (const part of chain) Object.assign(messages, part.english, state.catalogues[catalogueKey(part, locale)]);
  let waiting = !chain.every((part) => catalogueReady(part, locale, state));
  for (const [id, text] of Object.entries(settings.overrides)) {
    if (typeof text !== 'string') continue;
    const compiled = needsCompiling(text) ? state.compiled[text] : [text];
    if (compiled) messages[id] = compiled;
    else if (compiled === undefined && !state.compilerFailed) waiting = true;
  }
  const i18n = setupI18n({ locale, locales: lang, messages: { [locale]: messages } });
  const t = (id: Id, values?: MessageValues): string => {
    try {
      return i18n._(id, values);
    } catch (error) {
      // A value of the wrong kind (an invalid date for `{when, date}`) must not take the page down.
      console.error(`Gatehouse: message ${id} could not be formatted`, error);
      return id;
    }
  };
  return {
    locale,
    lang,
    dir,
    ready: !waiting,
    t,
    rich(id, values) {
      const elements: ReactNode[] = [];
      const texts: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(values)) {
        if (isValidElement(value)) texts[name] = `${SLOT}${elements.push(value) - 1}${SLOT}`;
        else texts[name] = typeof value === 'number' ? value : String(value ?? '');
      }
      const parts = t(id, texts).split(new RegExp(`${SLOT}(\\d+)${SLOT}`));
      if (parts.length === 1) return parts[0];
      return createElement(
        Fragment,
        null,
        ...parts.map((part, i) => (i % 2 ? createElement(Fragment, { key: i }, elements[Number(part)]) : part)),
      );
    },
  };
}
