import { paletteKeys, themeDensities, themeModes, type ThemeDensity, type ThemeMode, type ThemePaletteInput } from '@gatehouse/core';

/** The theme's mode when it is one of light, dark and system; anything else counts as not given. */
export function themeModeOf(theme: ThemePaletteInput | undefined): ThemeMode | undefined {
  const mode = theme?.mode;
  return (themeModes as readonly unknown[]).includes(mode) ? mode : undefined;
}

/** The theme's density when it is comfortable or compact; anything else counts as not given. */
export function themeDensityOf(theme: ThemePaletteInput | undefined): ThemeDensity | undefined {
  const density = theme?.density;
  return (themeDensities as readonly unknown[]).includes(density) ? density : undefined;
}

/** Only the palette roles of a theme, or undefined when it gives none (mode and density need no palette). */
export function paletteOf(theme: ThemePaletteInput | undefined): ThemePaletteInput | undefined {
  if (!theme || typeof theme !== 'object') return undefined;
  const palette: ThemePaletteInput = {};
  for (const key of paletteKeys) if (theme[key] !== undefined) palette[key] = theme[key];
  return Object.keys(palette).length > 0 ? palette : undefined;
}
