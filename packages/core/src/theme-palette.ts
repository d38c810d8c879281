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

/** How a theme picks its colour scheme: always light, always dark, or the reader's system setting. */
export type ThemeMode = 'light' | 'dark' | 'system';

/** The theme modes, in a stable order. */
export const themeModes = ['light', 'dark', 'system'] as const satisfies readonly ThemeMode[];

/** Spacing of controls, cards and tables: comfortable (default) or compact. */
export type ThemeDensity = 'comfortable' | 'compact';

/** The densities, in a stable order. */
export const themeDensities = ['comfortable', 'compact'] as const satisfies readonly ThemeDensity[];

/** Theme choices beside the palette colours. */
export interface ThemeSettings {
  /** Colour scheme (default light); 'system' follows prefers-color-scheme. */
  mode?: ThemeMode;
  /** Spacing of controls and tables (default comfortable). */
  density?: ThemeDensity;
}

/** A theme: every palette role optional, plus the mode and density; buildPalette reads only the roles. */
export type ThemePaletteInput = Partial<ThemePalette> & ThemeSettings;

/** A colour scheme the palette derives scheme-dependent colours for. */
export type ColorScheme = 'light' | 'dark';

/** A role's colours that depend on the scheme's surfaces. */
export interface SchemeColors {
  /** A faint tint of the role for backgrounds (badges, alerts, selected rows). */
  subtle: string;
  /** The role's colour as text: readable (4.5:1) on the scheme's surfaces and on `subtle`. */
  text: string;
}

/** A palette colour with every shade filled in as hex, a readable text colour for each shade, and scheme colours. */
export type ResolvedPaletteColor = Required<PaletteColor> & {
  /** Text on `hover`, `active`, `light` and `dark` (contrastText is the text on `main`), each at least 4.5:1. */
  hoverContrastText: string;
  activeContrastText: string;
  lightContrastText: string;
  darkContrastText: string;
  /** Tint and text colour for the light and the dark scheme. */
  schemes: Record<ColorScheme, SchemeColors>;
};

/** Output of buildPalette: every role with every shade filled in as hex. */
export type ResolvedThemePalette = Record<PaletteKey, ResolvedPaletteColor>;

/** Shade factors of primary and secondary (spec 000 §9): light mixes with white, the others with black. */
export const PALETTE_SHADES = { light: 0.4, dark: 0.15, hover: 0.15, active: 0.2 } as const;

/** Shade factors of status colours (spec 000 §9: light 0.7, dark 0.2; hover and active as for primary). */
export const STATUS_PALETTE_SHADES = { light: 0.7, dark: 0.2, hover: 0.15, active: 0.2 } as const;

/** Default text colour on palette colours (spec 000 §9: black), kept only where it reads at 4.5:1. */
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

/**
 * The neutral backgrounds of each scheme that role-coloured text must read on: surface and muted surface
 * (gatehouse's tokens.css `--gh-color-surface`, `--gh-color-surface-muted`).
 */
export const SCHEME_SURFACES: Readonly<Record<ColorScheme, readonly [surface: string, muted: string]>> = {
  light: ['#ffffff', '#f6f7fb'],
  dark: ['#171c27', '#10141d'],
};

/** How much of the role's colour a scheme's subtle tint keeps (mixed with the scheme's surface). */
export const SUBTLE_TINT_AMOUNT: Readonly<Record<ColorScheme, number>> = { light: 0.12, dark: 0.24 };
