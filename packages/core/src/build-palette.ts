import { mixColors, mixWithBlack, mixWithWhite, toHex, toSrgb, type SrgbColor } from './color-engine';
import { parseSrgbColor } from './parse-color';
import { readableTextOn } from './readable-text-color';
import { readableTint } from './readable-tint';
import {
  DEFAULT_PALETTE_COLORS,
  DEFAULT_TEXT_COLOR,
  PALETTE_SHADES,
  SCHEME_SURFACES,
  STATUS_PALETTE_SHADES,
  SUBTLE_TINT_AMOUNT,
  paletteKeys,
  statusPaletteKeys,
  type ColorScheme,
  type PaletteColor,
  type PaletteKey,
  type ResolvedPaletteColor,
  type ResolvedThemePalette,
  type SchemeColors,
  type ThemePaletteInput,
} from './theme-palette';

const statusKeys: ReadonlySet<PaletteKey> = new Set(statusPaletteKeys);
const surfaces = {
  light: SCHEME_SURFACES.light.map(toSrgb),
  dark: SCHEME_SURFACES.dark.map(toSrgb),
} satisfies Record<ColorScheme, SrgbColor[]>;

/** An explicitly given shade, or one derived from main. */
function shade(given: string | undefined, derive: () => SrgbColor): SrgbColor {
  return given === undefined ? derive() : parseSrgbColor(given);
}

/** The subtle tint and the readable text colour of a role in one scheme. */
function schemeColors(main: SrgbColor, scheme: ColorScheme): SchemeColors {
  const [surface] = surfaces[scheme];
  const subtle = mixColors(surface!, main, SUBTLE_TINT_AMOUNT[scheme]);
  return { subtle: toHex(subtle), text: toHex(readableTint(main, [...surfaces[scheme], subtle])) };
}

/** Fills every shade of one role, and a text colour for each that reaches WCAG AA. */
function resolveColor(key: PaletteKey, value: string | PaletteColor | undefined): ResolvedPaletteColor {
  const given: Partial<PaletteColor> = typeof value === 'string' ? { main: value } : (value ?? {});
  const main = parseSrgbColor(given.main ?? DEFAULT_PALETTE_COLORS[key]);
  const factors = statusKeys.has(key) ? STATUS_PALETTE_SHADES : PALETTE_SHADES;
  const light = shade(given.light, () => mixWithWhite(main, factors.light));
  const dark = shade(given.dark, () => mixWithBlack(main, factors.dark));
  const hover = shade(given.hover, () => mixWithBlack(main, factors.hover));
  const active = shade(given.active, () => mixWithBlack(main, factors.active));
  // The given (or the spec's default) text colour is kept only where it reads at 4.5:1; the shades prefer the
  // text chosen for main, so a button keeps one text colour across its states wherever it can.
  const text = readableTextOn(main, parseSrgbColor(given.contrastText ?? DEFAULT_TEXT_COLOR));
  return {
    main: toHex(main),
    light: toHex(light),
    dark: toHex(dark),
    hover: toHex(hover),
    active: toHex(active),
    contrastText: toHex(text),
    hoverContrastText: toHex(readableTextOn(hover, text)),
    activeContrastText: toHex(readableTextOn(active, text)),
    lightContrastText: toHex(readableTextOn(light, text)),
    darkContrastText: toHex(readableTextOn(dark, text)),
    schemes: { light: schemeColors(main, 'light'), dark: schemeColors(main, 'dark') },
  };
}

/**
 * Fills every role and shade of a theme palette as hex (spec 000 §9 factors), with a text colour for each shade that
 * reaches WCAG AA 4.5:1 (the given or default one where it does) and per-scheme tint and text colours; throws on
 * unsupported colours. Non-palette fields of the input (mode, density) are ignored.
 */
export function buildPalette(input: ThemePaletteInput = {}): ResolvedThemePalette {
  const palette = {} as ResolvedThemePalette;
  for (const key of paletteKeys) palette[key] = resolveColor(key, input[key]);
  return palette;
}
