import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { renderCompiledCatalogue } from './render-compiled-catalogue';
import { sourceCatalogues, type CatalogueName } from './source-catalogues';

const pairs = Object.entries(sourceCatalogues).flatMap(([name, locales]) =>
  Object.entries(locales).map(([locale, catalogue]) => ({ name: name as CatalogueName, locale, catalogue })),
);

describe('compiled catalogues', () => {
  it.each(pairs)(
    'compiled/$name.$locale.ts matches its source catalogue (regenerate with UPDATE_MESSAGES=1)',
    async ({ name, locale, catalogue }) => {
      const file = fileURLToPath(new URL(`./compiled/${name}.${locale}.ts`, import.meta.url));
      const expected = await format(renderCompiledCatalogue(name, locale, catalogue), { ...(await resolveConfig(file)), filepath: file });
      if (process.env.UPDATE_MESSAGES === '1') writeFileSync(file, expected);
      expect(readFileSync(file, 'utf8')).toBe(expected);
    },
  );
});
