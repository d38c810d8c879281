import { paletteKeys, type ResolvedThemePalette } from './theme-palette';

/** Prefix of the palette's CSS custom properties. */
export const CSS_COLOR_VARIABLE_PREFIX = '--gh-color';

/**
 * Maps a built palette to CSS custom properties, per role: `--gh-color-<role>` and its `-light`, `-dark`, `-hover`,
 * `-active` shades; the readable text on each, `-contrast` (on main), `-hover-contrast`, `-active-contrast`,
 * `-light-contrast`, `-dark-contrast`; and the per-scheme `-subtle-on-light`, `-text-on-light`, `-subtle-on-dark`,
 * `-text-on-dark`, which the stylesheet maps to `-subtle` and `-text` for the scheme in use.
 */
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
    variables[`${name}-hover-contrast`] = color.hoverContrastText;
    variables[`${name}-active-contrast`] = color.activeContrastText;
    variables[`${name}-light-contrast`] = color.lightContrastText;
    variables[`${name}-dark-contrast`] = color.darkContrastText;
    for (const scheme of ['light', 'dark'] as const) {
      variables[`${name}-subtle-on-${scheme}`] = color.schemes[scheme].subtle;
      variables[`${name}-text-on-${scheme}`] = color.schemes[scheme].text;
    }
  }
  return variables;
}
