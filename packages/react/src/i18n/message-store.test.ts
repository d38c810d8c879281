import { describe, expect, it, vi } from 'vitest';
import { createMessages } from './create-messages';
import { localeSettings } from './locale-settings';
import type { MessageArea } from './message-area';
import { compileTexts } from './compile-texts';
import { createMessageStore } from './message-store';

const area = (load: () => Promise<Record<string, never[]>>): MessageArea => ({
  name: 'test',
  english: { 'test.title': ['Sign in'] },
  locales: { de: load },
});

describe('message store', () => {
  it('loads a catalogue once however often it is asked for, and tells its subscribers', async () => {
    const load = vi.fn(async () => ({ 'test.title': ['Anmelden'] as never[] }));
    const store = createMessageStore();
    const changed = vi.fn();
    store.subscribe(changed);
    await Promise.all([store.loadCatalogue(area(load), 'de'), store.loadCatalogue(area(load), 'de')]);
    await store.loadCatalogue(area(load), 'de');
    await store.loadCatalogue(area(load), 'en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(createMessages(area(load), localeSettings('de'), store.getState()).t('test.title')).toBe('Anmelden');
  });

  it('shows English, ready, when a catalogue cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = area(() => Promise.reject(new Error('chunk failed')));
    const store = createMessageStore();
    await store.loadCatalogue(failing, 'de');
    const de = createMessages(failing, localeSettings('de'), store.getState());
    expect([de.ready, de.t('test.title')]).toEqual([true, 'Sign in']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('loads the compiler only for host texts with ICU syntax', async () => {
    const loadCompiler = vi.fn(async () => compileTexts);
    const store = createMessageStore(loadCompiler);
    await store.compileTexts(['Welcome back', "Don't worry: it's fine"]);
    expect(loadCompiler).not.toHaveBeenCalled();
    await store.compileTexts(['Hello {name}', "It''s {count}"]);
    expect(loadCompiler).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState().compiled)).toEqual(['Hello {name}', "It''s {count}"]);
  });

  it("gives way to the catalogue's messages when the compiler cannot be loaded", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createMessageStore(() => Promise.reject(new Error('offline')));
    const settings = localeSettings('en', { en: { 'login.signIn.title': 'Hello {name}' } });
    await store.compileTexts(['Hello {name}']);
    const messages = createMessages(
      { ...area(async () => ({})), english: { 'login.signIn.title': ['Sign in'] } },
      settings,
      store.getState(),
    );
    expect([messages.ready, messages.t('login.signIn.title' as never)]).toEqual([true, 'Sign in']);
    error.mockRestore();
  });
});
