import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColor, unsupportedColorMessage } from './parse-color';

const message = (input: string) =>
  `Unsupported color format: "${input}". Supported formats are: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()`;

describe('parseColor', () => {
  it.each([
    ['#abc', { r: 170, g: 187, b: 204, alpha: 1, hex: '#aabbcc' }],
    ['#AABBCC', { r: 170, g: 187, b: 204, alpha: 1, hex: '#aabbcc' }],
    ['  #4461f2 ', { r: 68, g: 97, b: 242, alpha: 1, hex: '#4461f2' }],
    ['rgb(1, 2, 3)', { r: 1, g: 2, b: 3, alpha: 1, hex: '#010203' }],
    ['rgb(1 2 3 / 50%)', { r: 1, g: 2, b: 3, alpha: 0.5, hex: '#01020380' }],
    ['rgb(10%, 20%, 30%)', { r: 26, g: 51, b: 77, alpha: 1, hex: '#1a334d' }],
    ['RGB(1,2,3)', { r: 1, g: 2, b: 3, alpha: 1, hex: '#010203' }],
    ['rgba(1, 2, 3, 0.5)', { r: 1, g: 2, b: 3, alpha: 0.5, hex: '#01020380' }],
    ['hsl(120, 50%, 50%)', { r: 64, g: 191, b: 64, alpha: 1, hex: '#40bf40' }],
    ['hsl(0.5turn 100% 50%)', { r: 0, g: 255, b: 255, alpha: 1, hex: '#00ffff' }],
    ['hsla(120, 50%, 50%, 0.3)', { r: 64, g: 191, b: 64, alpha: 0.3, hex: '#40bf404d' }],
    ['color(srgb 1 0.5 0)', { r: 255, g: 128, b: 0, alpha: 1, hex: '#ff8000' }],
    ['color(srgb 1 0.5 0 / 0.5)', { r: 255, g: 128, b: 0, alpha: 0.5, hex: '#ff800080' }],
    ['color(rec2020 1 1 1)', { r: 255, g: 255, b: 255, alpha: 1, hex: '#ffffff' }],
    ['rgb(none 0 0)', { r: 0, g: 0, b: 0, alpha: 1, hex: '#000000' }],
  ])('parses %s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('clips out-of-range rgb() values like browsers do', () => {
    expect(parseColor('rgb(300, -5, 2)').hex).toBe('#ff0002');
    expect(parseColor('rgb(255 255 255 / 2)').alpha).toBe(1);
  });

  it('gamut-maps wide-gamut color() values into sRGB', () => {
    const p3Red = parseColor('color(display-p3 1 0 0)');
    expect(p3Red.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(p3Red.r).toBe(255);
    expect(parseColor('color(xyz 0.2 0.3 0.4)').hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    'red',
    'transparent',
    'currentColor',
    '',
    '   ',
    '#',
    '#ab',
    '#abcd',
    '#aabbccdd',
    '#abcde',
    '#ggg',
    'abc',
    'aabbcc',
    'rgb(1,2)',
    'rgb(1,2,3',
    'rgb(a,b,c)',
    'rgb(1px,2,3)',
    'rgb(calc(NaN) 0 0)',
    'rgb(1,2,3)garbage)',
    'hsl()',
    'hwb(0 0% 0%)',
    'lab(50% 20 20)',
    'oklch(0.5 0.1 20)',
    'color-mix(in srgb, red, blue)',
    'color(srgb)',
    'color(--srgb 1 0 0)',
    'color(oklch 1 0 0)',
    'color(foo 1 2 3)',
    'url(javascript:alert(1))',
    `rgb(${'1,'.repeat(300)}1)`,
  ])('rejects %j with the exact spec message', (input) => {
    expect(() => parseColor(input)).toThrow(new Error(message(input)));
  });

  it('rejects non-strings', () => {
    expect(() => parseColor(undefined as unknown as string)).toThrow(new Error(message('undefined')));
  });

  it('exposes the message builder', () => {
    expect(unsupportedColorMessage('x')).toBe(message('x'));
  });

  it('round-trips every #rrggbb and #rgb', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const parsed = parseColor(hex.toUpperCase());
        expect(parsed).toEqual({ r: n >> 16, g: (n >> 8) & 0xff, b: n & 0xff, alpha: 1, hex });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xfff }), (n) => {
        const short = n.toString(16).padStart(3, '0');
        expect(parseColor(`#${short}`).hex).toBe(`#${[...short].map((c) => c + c).join('')}`);
      }),
    );
  });

  it('agrees with rgb() for every integer triple', () => {
    const byte = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        const parsed = parseColor(`rgb(${r}, ${g}, ${b})`);
        expect([parsed.r, parsed.g, parsed.b]).toEqual([r, g, b]);
      }),
    );
  });

  it('either parses to in-range channels or throws the spec message, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('rgb(', 'hsl(', 'color(srgb ', '#').chain((p) => fc.string().map((s) => `${p}${s})`)),
        ),
        (input) => {
          try {
            const { r, g, b, alpha, hex } = parseColor(input);
            for (const c of [r, g, b]) expect(c >= 0 && c <= 255 && Number.isInteger(c)).toBe(true);
            expect(alpha >= 0 && alpha <= 1).toBe(true);
            expect(hex).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
          } catch (error) {
            expect(error).toEqual(new Error(message(input)));
          }
        },
      ),
    );
  });
});
