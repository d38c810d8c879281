import { mixWithBlack, mixWithWhite, toHex } from './color-engine';
import { parseSrgbColor } from './parse-color';
import {
  DEFAULT_PALETTE_COLORS,
  DEFAULT_TEXT_COLOR,
  PALETTE_SHADES,
  STATUS_PALETTE_SHADES,
  paletteKeys,
  statusPaletteKeys,
  type PaletteColor,
  type PaletteKey,
  type ResolvedPaletteColor,
  type ResolvedThemePalette,
  type ThemePaletteInput,
} from './theme-palette';

const statusKeys: ReadonlySet<PaletteKey> = new Set(statusPaletteKeys);

/** Normalises an explicitly given shade to hex, or derives it from main. */
function shade(given: string | undefined, derive: () => string): string {
  return given === undefined ? derive() : toHex(parseSrgbColor(given));
}

/** Fills every shade of one role. */
function resolveColor(key: PaletteKey, value: string | PaletteColor | undefined): ResolvedPaletteColor {
  const given: Partial<PaletteColor> = typeof value === 'string' ? { main: value } : (value ?? {});
  const main = parseSrgbColor(given.main ?? DEFAULT_PALETTE_COLORS[key]);
  const factors = statusKeys.has(key) ? STATUS_PALETTE_SHADES : PALETTE_SHADES;
  return {
    main: toHex(main),
    light: shade(given.light, () => toHex(mixWithWhite(main, factors.light))),
    dark: shade(given.dark, () => toHex(mixWithBlack(main, factors.dark))),
    hover: shade(given.hover, () => toHex(mixWithBlack(main, factors.hover))),
    active: shade(given.active, () => toHex(mixWithBlack(main, factors.active))),
    contrastText: shade(given.contrastText, () => DEFAULT_TEXT_COLOR),
  };
}

/** Fills every role and shade of a theme palette as hex (spec 000 §9 factors); throws on unsupported colours. */
export function buildPalette(input: ThemePaletteInput = {}): ResolvedThemePalette {
  const palette = {} as ResolvedThemePalette;
  for (const key of paletteKeys) palette[key] = resolveColor(key, input[key]);
  return palette;
}
