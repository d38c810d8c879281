import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalogue } from './message-id';
import type { CatalogueSource } from './message-area';

/** What the store holds; replaced, never changed in place, so each change is a new snapshot for React. */
export interface MessageStoreState {
  /** Catalogues loaded so far by `area:locale`; null where loading failed (English shows instead). */
  readonly catalogues: Readonly<Record<string, CompiledCatalogue | null>>;
  /** Host messages written in ICU, compiled by their text; null for a text that is not valid ICU. */
  readonly compiled: Readonly<Record<string, CompiledMessage | null>>;
  /** Set when the ICU compiler could not be loaded: host ICU messages then give way to the catalogue's. */
  readonly compilerFailed: boolean;
}

/** Loads catalogues and compiles host messages once for every provider on the page. */
export interface MessageStore {
  getState(): MessageStoreState;
  subscribe(listener: () => void): () => void;
  /** Loads the area's catalogue of `locale` unless English, not shipped, or already asked for. */
  loadCatalogue(area: CatalogueSource, locale: string): Promise<void>;
  /** Compiles the texts that need it; the compiler is loaded on the first such text only. */
  compileTexts(texts: readonly string[]): Promise<void>;
}

/** Compiles texts to Lingui's format (null for one that is not valid ICU): compile-texts.ts, loaded on demand. */
export type CompileTexts = (texts: readonly string[]) => Record<string, CompiledMessage | null>;

/** Whether a host's text needs the ICU compiler: a placeholder, plural or select, or a quoted apostrophe (`''`). */
export const needsCompiling = (text: string): boolean => /[{}]|''/.test(text);

/** The key of an area's catalogue in the store's state. */
export const catalogueKey = (area: CatalogueSource, locale: string): string => `${area.name}:${locale}`;

// A dynamic import: the login box carries the ICU parser only once a host overrides a message with ICU syntax.
const importCompiler = (): Promise<CompileTexts> => import('./compile-texts').then((m) => m.compileTexts);

/** A store of loaded catalogues and compiled host messages (`loadCompiler` is replaceable for tests). */
export function createMessageStore(loadCompiler: () => Promise<CompileTexts> = importCompiler): MessageStore {
  let state: MessageStoreState = { catalogues: {}, compiled: {}, compilerFailed: false };
  const listeners = new Set<() => void>();
  const pending = new Map<string, Promise<void>>();
  let compiler: Promise<CompileTexts | null> | undefined;
  const update = (change: Partial<MessageStoreState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadCatalogue(area, locale) {
      const key = catalogueKey(area, locale);
      const load = area.locales[locale];
      if (!load || key in state.catalogues) return Promise.resolve();
      let loading = pending.get(key);
      if (!loading) {
        loading = load().then(
          (catalogue) => update({ catalogues: { ...state.catalogues, [key]: catalogue } }),
          (error: unknown) => {
            console.error(`Gatehouse: messages ${key} could not be loaded; showing English`, error);
            update({ catalogues: { ...state.catalogues, [key]: null } });
          },
        );
        pending.set(key, loading);
      }
      return loading;
    },
    async compileTexts(texts) {
      const todo = [...new Set(texts.filter((text) => needsCompiling(text) && !(text in state.compiled)))];
      if (!todo.length || state.compilerFailed) return;
      compiler ??= loadCompiler().catch((error: unknown) => {
        console.error('Gatehouse: the message compiler could not be loaded; ICU host messages give way', error);
        return null;
      });
      const compile = await compiler;
      if (!compile) return update({ compilerFailed: true });
      update({ compiled: { ...state.compiled, ...compile(todo) } });
    },
  };
}

/** The page's one message store. */
export const messageStore: MessageStore = createMessageStore();
