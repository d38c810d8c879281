import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPalette } from './build-palette';
import { MIN_TEXT_CONTRAST, contrastRatio, relativeLuminance } from './contrast-ratio';
import { readableTextColor } from './readable-text-color';
import { SCHEME_SURFACES, paletteKeys, type ResolvedPaletteColor } from './theme-palette';

const hexArb = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** Every text/background pair a palette colour offers the stylesheet. */
function pairs(color: ResolvedPaletteColor): [text: string, background: string, what: string][] {
  const list: [string, string, string][] = [
    [color.contrastText, color.main, 'contrast on main'],
    [color.hoverContrastText, color.hover, 'contrast on hover'],
    [color.activeContrastText, color.active, 'contrast on active'],
    [color.lightContrastText, color.light, 'contrast on light'],
    [color.darkContrastText, color.dark, 'contrast on dark'],
  ];
  for (const scheme of ['light', 'dark'] as const) {
    const { subtle, text } = color.schemes[scheme];
    list.push([text, subtle, `${scheme} text on subtle`]);
    for (const surface of SCHEME_SURFACES[scheme]) list.push([text, surface, `${scheme} text on ${surface}`]);
  }
  return list;
}

function expectReadable(input: Parameters<typeof buildPalette>[0]) {
  const palette = buildPalette(input);
  for (const key of paletteKeys) {
    for (const [text, background, what] of pairs(palette[key])) {
      expect({ key, what, ratio: contrastRatio(text, background) >= MIN_TEXT_CONTRAST }).toEqual({ key, what, ratio: true });
    }
  }
}

describe('relativeLuminance / contrastRatio (WCAG 2.x)', () => {
  it('gives the reference values', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 is not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#000000', '#4461f2')).toBeCloseTo(4.24, 2);
  });

  it('is symmetric and throws the spec message on unsupported colours', () => {
    expect(contrastRatio('#4461f2', '#ffe066')).toBe(contrastRatio('#ffe066', '#4461f2'));
    expect(() => contrastRatio('white', '#000')).toThrow('Unsupported color format: "white".');
  });
});

describe('readableTextColor', () => {
  it('keeps the preferred colour where it passes, else picks the better of white and black', () => {
    expect(readableTextColor('#ffe066')).toBe('#000000');
    expect(readableTextColor('#1a1a2e')).toBe('#ffffff');
    expect(readableTextColor('#4461f2')).toBe('#ffffff');
    expect(readableTextColor('#1a1a2e', '#ffe066')).toBe('#ffe066');
    expect(readableTextColor('#ffe066', '#ffffff')).toBe('#000000');
  });

  it('always reaches 4.5:1', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (background, preferred) => {
        expect(contrastRatio(readableTextColor(background, preferred), background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }),
    );
  });
});

describe('buildPalette text colours', () => {
  it.each([
    ['the default palette', {}],
    ['a dark brand', { primary: '#1a1a2e', secondary: '#1a1a2e' }],
    ['a light brand', { primary: '#ffe066', secondary: '#ffe066', warning: '#ffe066' }],
    ['mid-grey', { primary: '#808080', secondary: '#767676', error: '#777777', success: '#7f7f7f', warning: '#8a8a8a', info: '#757575' }],
    ['mid-tones', { primary: '#ff00ff', secondary: '#00a0a0', error: '#ff0000', success: '#00ff00', warning: '#ffff00', info: '#0000ff' }],
    ['black and white', { primary: '#000000', secondary: '#ffffff', error: '#000', success: '#fff' }],
  ])('reach 4.5:1 on every shade and surface for %s', (_name, input) => {
    expectReadable(input);
  });

  it('reach 4.5:1 for any colour of any role', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        expectReadable(Object.fromEntries(paletteKeys.map((key) => [key, hex])));
      }),
      { numRuns: 60 },
    );
  });

  it('keep a role colour that already reads on the surface as its own text colour', () => {
    expect(buildPalette({ secondary: '#5e6a86' }).secondary.schemes.light.text).toBe('#5e6a86');
    expect(buildPalette({ primary: '#ffe066' }).primary.schemes.dark.text).toBe('#ffe066');
  });
});
