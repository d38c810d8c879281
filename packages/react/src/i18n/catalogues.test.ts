import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { loginMessages } from './login-messages';
import { loginRoutesMessages } from './login-routes-messages';
import { portalMessages } from './portal-messages';
import { portalUsersMessages } from './portal-users-messages';
import { portalGroupsMessages } from './portal-groups-messages';
import { portalRolesMessages } from './portal-roles-messages';
import { portalAccountMessages } from './portal-account-messages';
import { portalTokensMessages } from './portal-tokens-messages';
import { portalProfileMessages } from './portal-profile-messages';
import { portalPrivacyMessages } from './portal-privacy-messages';
import { portalSsoMessages } from './portal-sso-messages';
import { SHIPPED_LOCALES } from './resolve-locale';
import { sourceCatalogues } from './source-catalogues';

// The names of a compiled message's placeholders, plurals and selects, however deep.
function argumentsOf(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
    }
  };
  walk(message);
  return [...names].sort();
}

const areas = Object.entries(sourceCatalogues) as [string, Record<string, Readonly<Record<string, string>>>][];

describe('message catalogues', () => {
  it('ship English, German and Hebrew for every area', () => {
    for (const [, locales] of areas) expect(Object.keys(locales).sort()).toEqual([...SHIPPED_LOCALES].sort());
  });

  it.each(areas)('%s: every locale has exactly the ids of English', (_area, locales) => {
    const english = Object.keys(locales.en!).sort();
    for (const catalogue of Object.values(locales)) expect(Object.keys(catalogue).sort()).toEqual(english);
  });

  it.each(areas)('%s: every message is valid ICU and uses the same placeholders as English', (_area, locales) => {
    for (const [locale, catalogue] of Object.entries(locales)) {
      for (const [id, message] of Object.entries(catalogue)) {
        const compiled = compileMessageOrThrow(message);
        const english = compileMessageOrThrow(locales.en![id]!);
        expect({ locale, id, placeholders: argumentsOf(compiled) }).toEqual({ locale, id, placeholders: argumentsOf(english) });
      }
    }
  });

  it('keeps every id under its area, unique across catalogues, and no message empty', () => {
    const seen = new Set<string>();
    for (const [name, locales] of areas) {
      for (const id of Object.keys(locales.en!)) {
        expect(id.startsWith(`${name.replace('-', '.').replace('login.routes', 'login')}.`)).toBe(true);
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
      for (const catalogue of Object.values(locales)) for (const message of Object.values(catalogue)) expect(message.trim()).not.toBe('');
    }
  });

  it('bundles English with each area and loads every other shipped locale lazily', async () => {
    const sections = Object.fromEntries(
      [
        portalUsersMessages,
        portalGroupsMessages,
        portalRolesMessages,
        portalAccountMessages,
        portalTokensMessages,
        portalProfileMessages,
        portalPrivacyMessages,
        portalSsoMessages,
      ].map((area) => [area.name, area]),
    );
    const files = { login: loginMessages, 'login-routes': loginRoutesMessages, portal: portalMessages, ...sections };
    for (const [name, area] of Object.entries(files)) {
      const sources = sourceCatalogues[name as keyof typeof files] as Record<string, Readonly<Record<string, string>>>;
      expect(Object.keys(area.english).sort()).toEqual(Object.keys(sources.en!).sort());
      expect(Object.keys(area.locales).sort()).toEqual(SHIPPED_LOCALES.filter((l) => l !== 'en').sort());
      for (const [locale, load] of Object.entries(area.locales))
        expect(Object.keys(await load()).sort()).toEqual(Object.keys(sources[locale]!).sort());
    }
    expect(loginRoutesMessages.base).toBe(loginMessages);
  });
});
