import type { CSSProperties } from 'react';
import type { ThemeDensity, ThemeMode, ThemePaletteInput } from '@gatehouse/core';
import { themeDensityOf, themeModeOf } from './theme-settings';
import { useThemeVariables } from './use-theme-variables';

/** The attributes of a themed `gh-root` element. */
export interface ThemeRootProps {
  className: 'gh-root';
  /** The palette as `--gh-color-*` custom properties; undefined for the default palette. */
  style: CSSProperties | undefined;
  /** The theme's mode; absent, the root is light (or follows an enclosing root's mode). */
  'data-gh-mode': ThemeMode | undefined;
  /** The theme's density; absent, comfortable (or an enclosing root's density). */
  'data-gh-density': ThemeDensity | undefined;
}

/** Props to spread on a theme's `gh-root` element: its class, palette variables, mode and density. */
export function useThemeRootProps(theme: ThemePaletteInput | undefined): ThemeRootProps {
  return {
    className: 'gh-root',
    style: useThemeVariables(theme),
    'data-gh-mode': themeModeOf(theme),
    'data-gh-density': themeDensityOf(theme),
  };
}
