/** The six colour roles of a theme palette, in a stable order. */
export const paletteKeys = ['primary', 'secondary', 'error', 'success', 'warning', 'info'] as const;

/** One palette role: primary, secondary, error, success, warning or info. */
export type PaletteKey = (typeof paletteKeys)[number];

/** Status roles, which use the stronger status shade factors (spec 000 §9). */
export const statusPaletteKeys = ['error', 'success', 'warning', 'info'] as const;

/** A palette colour with optional explicit shades; missing shades are derived from main. */
export type PaletteColor = {
  main: string;
  light?: string;
  dark?: string;
  hover?: string;
  active?: string;
  contrastText?: string;
};

/** A theme palette: each role a colour string or a PaletteColor. */
export type ThemePalette = Record<PaletteKey, string | PaletteColor>;

/** Input of buildPalette: every role optional. */
export type ThemePaletteInput = Partial<ThemePalette>;

/** A palette colour with every shade filled in as hex. */
export type ResolvedPaletteColor = Required<PaletteColor>;

/** Output of buildPalette: every role with every shade filled in as hex. */
export type ResolvedThemePalette = Record<PaletteKey, ResolvedPaletteColor>;

/** Shade factors of primary and secondary (spec 000 §9): light mixes with white, the others with black. */
export const PALETTE_SHADES = { light: 0.4, dark: 0.15, hover: 0.15, active: 0.2 } as const;

/** Shade factors of status colours (spec 000 §9: light 0.7, dark 0.2; hover and active as for primary). */
export const STATUS_PALETTE_SHADES = { light: 0.7, dark: 0.2, hover: 0.15, active: 0.2 } as const;

/** Default text colour on palette colours (spec 000 §9: black). */
export const DEFAULT_TEXT_COLOR = '#000000';

/** Main colours used for roles the input leaves out. */
export const DEFAULT_PALETTE_COLORS: Readonly<Record<PaletteKey, string>> = {
  primary: '#4461f2',
  secondary: '#5e6a86',
  error: '#e53935',
  success: '#2e7d32',
  warning: '#ed6c02',
  info: '#0288d1',
};
