import { useEffect, useState, type CSSProperties } from 'react';
import type { ThemePaletteInput } from '@gatehouse/core';
import { paletteOf } from './theme-settings';

/**
 * The theme palette as `--gh-color-*` custom properties for the `gh-root` element, or undefined for the default
 * palette (declared in tokens.css). The palette builder and its colour library load lazily, only when the theme
 * gives palette colours (a mode or density alone does not), so the login box's first screen stays within its
 * bundle budget.
 */
export function useThemeVariables(theme: ThemePaletteInput | undefined): CSSProperties | undefined {
  // Keyed by content so an inline theme object does not rebuild the palette on every render.
  const palette = paletteOf(theme);
  const key = palette ? JSON.stringify(palette) : '';
  const [resolved, setResolved] = useState<{ key: string; style: CSSProperties | undefined } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    void import('./palette-variables').then(({ paletteVariables }) => {
      if (current) setResolved({ key, style: paletteVariables(JSON.parse(key) as ThemePaletteInput) });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return key && resolved?.key === key ? resolved.style : undefined;
}
