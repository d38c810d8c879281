import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCHEME_SURFACES, buildPalette, contrastRatio, paletteKeys, paletteToCssVariables } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

/** One style rule: its selector list, its declarations, and the @media it sits in (if any). */
interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
  media: string | null;
}

/** Splits at `separator` outside parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** A small parser for these stylesheets: style rules, one level of @media, @keyframes skipped. */
function rules(css: string): Rule[] {
  const found: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let media: string | null = null;
  let depth = 0;
  let skipDepth = -1;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      const prelude = text.slice(start, i).trim();
      depth++;
      if (prelude.startsWith('@media')) media = prelude;
      else if (prelude.startsWith('@keyframes') || skipDepth >= 0) skipDepth = skipDepth >= 0 ? skipDepth : depth;
      else {
        const end = text.indexOf('}', i);
        const declarations = new Map<string, string>();
        for (const part of splitTopLevel(text.slice(i + 1, end), ';')) {
          const colon = part.indexOf(':');
          if (colon > 0)
            declarations.set(
              part.slice(0, colon).trim(),
              part
                .slice(colon + 1)
                .trim()
                .replace(/\s+/g, ' '),
            );
        }
        found.push({ selectors: splitTopLevel(prelude, ',').map((s) => s.trim()), declarations, media });
        i = end;
        depth--;
      }
      start = i + 1;
    } else if (char === '}') {
      if (skipDepth === depth) skipDepth = -1;
      depth--;
      if (depth === 0) media = null;
      start = i + 1;
    } else if (char === ';' && depth === 0) start = i + 1;
  }
  return found;
}

const tokens = rules(read('./tokens.css'));
const outermost = tokens.find((r) => r.selectors[0] === ':where(.gh-root:not(.gh-root .gh-root))')!;
const light = tokens.find((r) => r.selectors[0] === ':where(.gh-root)')!;
const darkBlocks = tokens.filter((r) => r.selectors.some((s) => s.includes("data-gh-mode='dark'") || s.includes("data-gh-mode='system'")));
const schemes = [['light', light], ...darkBlocks.map((block) => ['dark', block] as const)] as const;

// The stylesheets this folder and the ui components own (data-table.css belongs to the table).
const ownSheets = [
  './tokens.css',
  './gatehouse.css',
  './admin-portal.css',
  ...[
    'avatar',
    'badge',
    'button',
    'card',
    'checkbox',
    'control',
    'dialog',
    'empty-state',
    'form-field',
    'menu',
    'page-header',
    'secret-box',
    'select',
    'skeleton',
    'spinner',
    'tabs',
    'toast',
  ].map((name) => `../ui/${name}.css`),
];

describe('tokens.css', () => {
  it('declares the default palette exactly as core builds it, on the outermost root only', () => {
    for (const [name, value] of Object.entries(paletteToCssVariables(buildPalette()))) {
      expect([name, outermost.declarations.get(name)]).toEqual([name, value]);
    }
  });

  it('has a dark scheme block and a system one, each declaring every light-scheme token', () => {
    expect(darkBlocks.map((b) => b.media)).toEqual([null, '@media (prefers-color-scheme: dark)']);
    for (const dark of darkBlocks) expect([...dark.declarations.keys()].sort()).toEqual([...light.declarations.keys()].sort());
  });

  it('maps every role’s subtle tint and text colour to the scheme in use', () => {
    for (const [scheme, block] of schemes) {
      for (const key of paletteKeys) {
        expect(block.declarations.get(`--gh-color-${key}-subtle`)).toBe(`var(--gh-color-${key}-subtle-on-${scheme})`);
        expect(block.declarations.get(`--gh-color-${key}-text`)).toBe(`var(--gh-color-${key}-text-on-${scheme})`);
      }
    }
  });

  it('uses the surfaces core derives the role text colours against', () => {
    for (const [scheme, block] of schemes) {
      expect([block.declarations.get('--gh-color-surface'), block.declarations.get('--gh-color-surface-muted')]).toEqual([
        ...SCHEME_SURFACES[scheme],
      ]);
    }
  });

  it('keeps neutral text at 4.5:1 and input borders at 3:1 on every surface of each scheme', () => {
    for (const [, block] of schemes) {
      const token = (name: string) => block.declarations.get(name)!;
      for (const surface of ['--gh-color-surface', '--gh-color-surface-muted', '--gh-color-surface-hover']) {
        for (const text of ['--gh-color-text', '--gh-color-text-strong', '--gh-color-text-muted']) {
          expect([text, surface, contrastRatio(token(text), token(surface)) >= 4.5]).toEqual([text, surface, true]);
        }
      }
      expect(contrastRatio(token('--gh-color-border-strong'), token('--gh-color-surface'))).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every avatar tone a pair that reads at 4.5:1 in each scheme (avatar.css, same scheme selectors)', () => {
    const avatar = rules(read('../ui/avatar.css')).filter((rule) => rule.selectors[0]!.startsWith(':where('));
    expect(avatar.map((rule) => [rule.selectors, rule.media])).toEqual(schemes.map(([, block]) => [block.selectors, block.media]));
    for (const block of avatar) {
      for (let tone = 0; tone < 8; tone++) {
        const text = block.declarations.get(`--gh-avatar-tone-${tone}-text`)!;
        const background = block.declarations.get(`--gh-avatar-tone-${tone}-background`)!;
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('puts every token rule in :where() so any host rule on .gh-root overrides it', () => {
    for (const rule of tokens) for (const selector of rule.selectors) expect(selector).toMatch(/^:where\(.*\.gh-root.*\)$/);
  });
});

describe('the stylesheets', () => {
  it('style only gh- classes under .gh-root (beyond the scheme tokens)', () => {
    for (const sheet of ownSheets.filter((s) => s !== './tokens.css')) {
      for (const rule of rules(read(sheet)).filter((r) => !r.selectors[0]!.startsWith(':where('))) {
        expect([...rule.declarations.keys()].some((name) => name.startsWith('--gh-'))).toBe(false);
        for (const selector of rule.selectors) {
          expect([sheet, selector]).toEqual([sheet, expect.stringMatching(/^\.gh-root( \.gh-[a-z0-9-]+(\.gh-[a-z0-9-]+)*([:[][^ ]*)?)*$/)]);
        }
      }
    }
  });

  it('use logical properties only, so a right-to-left root mirrors', () => {
    const physical =
      /(^|[\s;{])(margin|padding|border)-(left|right)|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/;
    for (const sheet of ownSheets) {
      const text = read(sheet).replace(/\/\*[\s\S]*?\*\//g, '');
      expect([sheet, text.match(physical)?.[0]]).toEqual([sheet, undefined]);
    }
  });

  it('have rules for narrow screens where layouts change', () => {
    for (const sheet of ['./gatehouse.css', './admin-portal.css', '../ui/dialog.css', '../ui/toast.css']) {
      expect(rules(read(sheet)).some((rule) => rule.media?.includes('max-width'))).toBe(true);
    }
  });
});
