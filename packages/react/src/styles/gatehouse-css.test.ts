import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPalette, paletteToCssVariables } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';

const css = readFileSync(fileURLToPath(new URL('./gatehouse.css', import.meta.url)), 'utf8');

describe('gatehouse.css', () => {
  it('declares the default palette exactly as core builds it', () => {
    for (const [name, value] of Object.entries(paletteToCssVariables(buildPalette()))) {
      expect(css).toContain(`${name}: ${value};`);
    }
  });

  it('styles only gh- classes under .gh-root', () => {
    const selectors = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('{')
      .slice(0, -1)
      .map((chunk) => chunk.split('}').pop()!.trim())
      .flatMap((group) => group.split(',').map((s) => s.trim()));
    for (const selector of selectors) {
      expect(selector).toMatch(/^\.gh-root( \.gh-[a-z-]+([:[][^ ]*)?)*$/);
    }
  });
});
