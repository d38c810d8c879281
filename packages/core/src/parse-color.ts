import { toHex, toSrgb, type SrgbColor } from './color-engine';

/** The exact error message for an unsupported colour (spec 000 §8), for an input `input`. */
export function unsupportedColorMessage(input: string): string {
  return `Unsupported color format: "${input}". Supported formats are: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()`;
}

/** A colour parsed by parseColor, in sRGB. */
export interface ParsedColor {
  /** Red, green, blue as integers 0–255 (gamut-mapped into sRGB). */
  r: number;
  g: number;
  b: number;
  /** Opacity 0–1. */
  alpha: number;
  /** '#rrggbb', or '#rrggbbaa' when alpha < 1. */
  hex: string;
}

const MAX_LENGTH = 256;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const LEGACY_FUNCTION = /^(?:rgba?|hsla?)\(.*\)$/is;
// color() with the CSS Color 4 predefined spaces only (custom '--idents' would make colorjs.io warn on the console).
const COLOR_FUNCTION =
  /^color\(\s*(?:srgb|srgb-linear|display-p3|display-p3-linear|a98-rgb|prophoto-rgb|rec2020|xyz|xyz-d50|xyz-d65)\s.*\)$/is;

/** True when the text has one of the accepted syntaxes (the content is checked by the parser afterwards). */
function hasSupportedSyntax(text: string): boolean {
  return HEX.test(text) || LEGACY_FUNCTION.test(text) || COLOR_FUNCTION.test(text);
}

/** Like parseColor but returns the colorjs.io sRGB object used for arithmetic (internal). */
export function parseSrgbColor(input: string): SrgbColor {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length > MAX_LENGTH || !hasSupportedSyntax(text)) throw new Error(unsupportedColorMessage(String(input)));
  try {
    return toSrgb(text);
  } catch {
    throw new Error(unsupportedColorMessage(input));
  }
}

/** Parses #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla() or color() into sRGB; throws 'Unsupported color format: …'. */
export function parseColor(input: string): ParsedColor {
  const color = parseSrgbColor(input);
  const [r = 0, g = 0, b = 0] = color.coords.map((c) => Math.round((c ?? 0) * 255));
  return { r, g, b, alpha: color.alpha ?? 1, hex: toHex(color) };
}
