import { paletteKeys, type ResolvedThemePalette } from './theme-palette';

/** Prefix of the palette's CSS custom properties. */
export const CSS_COLOR_VARIABLE_PREFIX = '--gh-color';

/** Maps a built palette to CSS custom properties: --gh-color-<role>[-light|-dark|-hover|-active|-contrast]. */
export function paletteToCssVariables(palette: ResolvedThemePalette): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of paletteKeys) {
    const color = palette[key];
    const name = `${CSS_COLOR_VARIABLE_PREFIX}-${key}`;
    variables[name] = color.main;
    variables[`${name}-light`] = color.light;
    variables[`${name}-dark`] = color.dark;
    variables[`${name}-hover`] = color.hover;
    variables[`${name}-active`] = color.active;
    variables[`${name}-contrast`] = color.contrastText;
  }
  return variables;
}
