import type { CSSProperties } from 'react';
import { buildPalette, paletteToCssVariables, type ThemePaletteInput } from '@gatehouse/core';

/** The theme palette as `--gh-color-*` custom properties; an invalid colour is logged and the defaults kept. */
export function paletteVariables(theme: ThemePaletteInput): CSSProperties | undefined {
  try {
    return paletteToCssVariables(buildPalette(theme)) as CSSProperties;
  } catch (error) {
    console.error('Gatehouse: the theme palette is invalid; using the default palette.', error);
    return undefined;
  }
}
