import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPalette } from './build-palette';
import { contrastRatio } from './contrast-ratio';
import { darkenColor } from './darken-color';
import { lightenColor } from './lighten-color';
import { parseColor } from './parse-color';
import {
  DEFAULT_PALETTE_COLORS,
  PALETTE_SHADES,
  STATUS_PALETTE_SHADES,
  paletteKeys,
  type PaletteKey,
  type ResolvedPaletteColor,
} from './theme-palette';

const HEX6 = /^#[0-9a-f]{6}$/;
const hexArb = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const hexValues = ({ schemes, ...shades }: ResolvedPaletteColor) => [
  ...Object.values(shades),
  ...Object.values(schemes).flatMap((scheme) => Object.values(scheme)),
];
const channels = (hex: string) => {
  const { r, g, b } = parseColor(hex);
  return [r, g, b];
};

describe('shade factors', () => {
  it('match spec 000 §9', () => {
    expect(PALETTE_SHADES).toEqual({ light: 0.4, dark: 0.15, hover: 0.15, active: 0.2 });
    expect(STATUS_PALETTE_SHADES).toMatchObject({ light: 0.7, dark: 0.2 });
  });
});

describe('lightenColor / darkenColor', () => {
  it('mix with white / black in sRGB', () => {
    expect(lightenColor('#4461f2', 0.4)).toBe('#8fa0f7');
    expect(darkenColor('#4461f2', 0.15)).toBe('#3a52ce');
    expect(lightenColor('#000', 0.5)).toBe('#808080');
    expect(darkenColor('#fff', 0.5)).toBe('#808080');
    expect(lightenColor('#123456', 0)).toBe('#123456');
    expect(lightenColor('#123456', 1)).toBe('#ffffff');
    expect(darkenColor('#123456', 1)).toBe('#000000');
  });

  it('clamp the amount to [0, 1] and treat NaN as 0', () => {
    expect(lightenColor('#123456', 5)).toBe('#ffffff');
    expect(darkenColor('#123456', -5)).toBe('#123456');
    expect(darkenColor('#123456', Number.NaN)).toBe('#123456');
  });

  it('keep translucency', () => {
    expect(darkenColor('rgba(255, 255, 255, 0.5)', 0.5)).toMatch(/^#[0-9a-f]{8}$/);
  });

  it('throw the spec message on unsupported colours', () => {
    expect(() => lightenColor('red', 0.2)).toThrow(
      'Unsupported color format: "red". Supported formats are: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()',
    );
    expect(() => darkenColor('blue', 0.2)).toThrow('Unsupported color format: "blue".');
  });
});

describe('buildPalette', () => {
  it('derives the primary shades with light 0.4, dark 0.15, hover 0.15, active 0.2', () => {
    expect(buildPalette({ primary: '#4461f2' }).primary).toMatchObject({
      main: '#4461f2',
      light: '#8fa0f7', // 68 + (255 − 68) × 0.4 = 142.8 → 0x8f
      dark: '#3a52ce', // 68 × 0.85 = 57.8 → 0x3a
      hover: '#3a52ce',
      active: '#364ec2', // 68 × 0.8 = 54.4 → 0x36
    });
  });

  it('writes white on the default primary, where the default black reaches only 4.2:1', () => {
    expect(contrastRatio('#000000', '#4461f2')).toBeLessThan(4.5);
    expect(buildPalette().primary).toMatchObject({
      contrastText: '#ffffff',
      hoverContrastText: '#ffffff',
      activeContrastText: '#ffffff',
      lightContrastText: '#000000',
      darkContrastText: '#ffffff',
    });
  });

  it('derives status shades with light 0.7 and dark 0.2, keeping black text only where it passes', () => {
    expect(buildPalette({ error: '#ff0000' }).error).toMatchObject({
      main: '#ff0000',
      light: '#ffb3b3', // 0 + 255 × 0.7 = 178.5 → 0xb3
      dark: '#cc0000', // 255 × 0.8 = 204
      hover: '#d90000', // 255 × 0.85 = 216.75 → 217
      active: '#cc0000',
      contrastText: '#000000', // 5.25:1 on #ff0000
      hoverContrastText: '#ffffff', // black would be 3.95:1 on #d90000
    });
  });

  it('fills every role with defaults when called without input', () => {
    const palette = buildPalette();
    expect(Object.keys(palette)).toEqual([...paletteKeys]);
    for (const key of paletteKeys) {
      expect(palette[key].main).toBe(DEFAULT_PALETTE_COLORS[key]);
      for (const value of hexValues(palette[key])) expect(value).toMatch(HEX6);
    }
    expect(palette.primary.main).toBe('#4461f2');
    expect(buildPalette({})).toEqual(palette);
    expect(buildPalette({ primary: undefined })).toEqual(palette);
  });

  it('keeps explicit shades (normalised to hex) and derives only the missing ones', () => {
    const secondary = buildPalette({
      secondary: { main: 'rgb(0, 128, 0)', hover: '#abc', contrastText: 'hsl(0, 0%, 100%)' },
    }).secondary;
    expect(secondary).toMatchObject({
      main: '#008000',
      light: lightenColor('#008000', 0.4),
      dark: darkenColor('#008000', 0.15),
      hover: '#aabbcc',
      active: darkenColor('#008000', 0.2),
      contrastText: '#ffffff',
      // White on the given light hover would be 2:1: the hover text falls back to black.
      hoverContrastText: '#000000',
    });
  });

  it('accepts every supported format for main', () => {
    const palette = buildPalette({
      primary: '#abc',
      secondary: 'rgba(10, 20, 30, 1)',
      error: 'hsl(0, 100%, 50%)',
      success: 'hsla(120, 100%, 25%, 1)',
      warning: 'color(srgb 1 0.5 0)',
      info: 'rgb(2 136 209)',
    });
    for (const key of paletteKeys) for (const value of hexValues(palette[key])) expect(value).toMatch(HEX6);
  });

  it('replaces a given text colour that does not reach 4.5:1', () => {
    expect(buildPalette({ primary: { main: '#ffe066', contrastText: '#ffffff' } }).primary.contrastText).toBe('#000000');
  });

  it('throws the spec message for unsupported colours anywhere', () => {
    const error = (input: string) =>
      new Error(`Unsupported color format: "${input}". Supported formats are: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()`);
    expect(() => buildPalette({ primary: 'red' })).toThrow(error('red'));
    expect(() => buildPalette({ info: { main: '#4461f2', light: 'lightblue' } })).toThrow(error('lightblue'));
    expect(() => buildPalette({ warning: { main: '#4461f2', contrastText: 'white' } })).toThrow(error('white'));
  });

  it('never throws for any #rrggbb and follows the mixing formulas for every role', () => {
    fc.assert(
      fc.property(hexArb, fc.constantFrom(...paletteKeys), (hex, key: PaletteKey) => {
        const color = buildPalette({ [key]: hex })[key];
        const factors = ['primary', 'secondary'].includes(key) ? PALETTE_SHADES : STATUS_PALETTE_SHADES;
        expect(color.main).toBe(hex);
        for (const value of hexValues(color)) expect(value).toMatch(HEX6);
        const main = channels(hex);
        const near = (shadeHex: string, expected: (c: number) => number) =>
          channels(shadeHex).forEach((c, i) => expect(Math.abs(c - expected(main[i] ?? 0))).toBeLessThanOrEqual(0.5 + 1e-9));
        near(color.light, (c) => c + (255 - c) * factors.light);
        near(color.dark, (c) => c * (1 - factors.dark));
        near(color.hover, (c) => c * (1 - factors.hover));
        near(color.active, (c) => c * (1 - factors.active));
        // The spec's black wherever it reaches 4.5:1, white otherwise.
        const blackPasses = contrastRatio('#000000', hex) >= 4.5;
        expect(color.contrastText).toBe(blackPasses ? '#000000' : '#ffffff');
      }),
    );
  });

  it('never throws for any palette of #rrggbb values', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(paletteKeys.map((k) => [k, hexArb])) as Record<PaletteKey, fc.Arbitrary<string>>, {
          requiredKeys: [],
        }),
        (input) => {
          const palette = buildPalette(input);
          for (const key of paletteKeys) for (const value of hexValues(palette[key])) expect(value).toMatch(HEX6);
        },
      ),
    );
  });
});
