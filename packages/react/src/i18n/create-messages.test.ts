import { isValidElement, createElement, type ReactElement } from 'react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { createMessages } from './create-messages';
import { localeSettings } from './locale-settings';
import type { MessageArea } from './message-area';
import { createMessageStore, type MessageStoreState } from './message-store';
import type { CompiledCatalogue, Localization } from './message-id';

// A small area shaped as the real ones, so the tests say what each message is.
const compile = (messages: Record<string, string>): CompiledCatalogue =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)]));
const users = '{count, plural, one {# user} other {# users}}';
const area: MessageArea = {
  name: 'test',
  english: compile({ 'test.users': users, 'test.title': 'Sign in', 'test.sent': 'We sent a link to {email}.' }),
  locales: {
    de: async () => compile({ 'test.users': '{count, plural, one {# Benutzer} other {# Benutzer}}', 'test.title': 'Anmelden' }),
    he: async () =>
      compile({ 'test.users': '{count, plural, one {משתמש אחד} two {שני משתמשים} other {# משתמשים}}', 'test.title': 'כניסה' }),
  },
};

async function messagesFor(locale: string, localization?: Localization) {
  const store = createMessageStore();
  const settings = localeSettings(locale, localization);
  await store.loadCatalogue(area, settings.locale);
  await store.compileTexts(Object.values(settings.overrides).filter((text): text is string => typeof text === 'string'));
  return createMessages(area, settings, store.getState());
}

const empty: MessageStoreState = { catalogues: {}, compiled: {}, compilerFailed: false };

describe('createMessages', () => {
  it('chooses the plural form of each locale', async () => {
    const [en, de, he] = await Promise.all(['en', 'de', 'he'].map((l) => messagesFor(l)));
    expect([1, 2, 5].map((count) => en!.t('test.users', { count }))).toEqual(['1 user', '2 users', '5 users']);
    expect([1, 2, 1234].map((count) => de!.t('test.users', { count }))).toEqual(['1 Benutzer', '2 Benutzer', '1.234 Benutzer']);
    expect([1, 2, 5].map((count) => he!.t('test.users', { count }))).toEqual(['משתמש אחד', 'שני משתמשים', '5 משתמשים']);
  });

  it('shows English for a message the locale lacks, and the id for one missing everywhere', async () => {
    const de = await messagesFor('de');
    expect(de.t('test.title')).toBe('Anmelden');
    expect(de.t('test.sent', { email: 'ada@example.com' })).toBe('We sent a link to ada@example.com.');
    expect(de.t('test.unknown')).toBe('test.unknown');
  });

  it('falls back to English for a locale Gatehouse does not ship', async () => {
    const fr = await messagesFor('fr');
    expect(fr).toMatchObject({ locale: 'en', lang: 'en', dir: 'ltr', ready: true });
    expect(fr.t('test.title')).toBe('Sign in');
  });

  it('is not ready, and shows English, until the locale has loaded', () => {
    const he = createMessages(area, localeSettings('he'), empty);
    expect(he.ready).toBe(false);
    expect(he.t('test.title')).toBe('Sign in');
    expect(he.dir).toBe('rtl');
  });

  it("shows the host's plain and ICU messages over the catalogue's", async () => {
    const de = await messagesFor('de', { de: { 'login.signIn.title': 'Willkommen' } as never });
    expect(de.ready).toBe(true);
    const en = await messagesFor('en', {
      en: { 'test.title': 'Welcome back', 'test.users': '{count, plural, one {# member} other {# members}}' } as never,
    });
    expect(en.t('test.title')).toBe('Welcome back');
    expect(en.t('test.users', { count: 3 })).toBe('3 members');
  });

  it("waits for the compiler on a host's ICU message, then keeps the catalogue's for one that is not valid ICU", async () => {
    const settings = localeSettings('en', { en: { 'test.users': '{count, plural, one {# member}' } as never });
    expect(createMessages(area, settings, empty).ready).toBe(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createMessageStore();
    await store.compileTexts(Object.values(settings.overrides) as string[]);
    const en = createMessages(area, settings, store.getState());
    expect(en.ready).toBe(true);
    expect(en.t('test.users', { count: 2 })).toBe('2 users');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("carries its base's messages, and is ready once every part of the locale is in", async () => {
    const routes: MessageArea = {
      name: 'routes',
      english: compile({ 'test.signUp': 'Create your account' }),
      locales: { de: async () => compile({ 'test.signUp': 'Konto erstellen' }) },
      base: area,
    };
    const store = createMessageStore();
    const settings = localeSettings('de');
    await store.loadCatalogue(routes, 'de');
    expect(createMessages(routes, settings, store.getState()).ready).toBe(false);
    await store.loadCatalogue(area, 'de');
    const de = createMessages(routes, settings, store.getState());
    expect([de.ready, de.t('test.signUp'), de.t('test.title')]).toEqual([true, 'Konto erstellen', 'Anmelden']);
  });

  it('puts elements in their places with rich', async () => {
    const en = await messagesFor('en');
    const node = en.rich('test.sent', { email: createElement('strong', null, 'ada@example.com') }) as ReactElement<{ children: unknown[] }>;
    expect(isValidElement(node)).toBe(true);
    const [before, strong, after] = node.props.children as [string, ReactElement<{ children: ReactElement }>, string];
    expect([before, after]).toEqual(['We sent a link to ', '.']);
    expect(strong.props.children).toMatchObject({ type: 'strong', props: { children: 'ada@example.com' } });
    expect(en.rich('test.title', {})).toBe('Sign in');
  });
});
