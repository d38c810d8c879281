import type { CSSProperties } from 'react';
import type { Branding } from '@gatehouse/client';
import type { ThemePaletteInput } from '@gatehouse/core';
import { paletteOf } from '../theme/theme-settings';

/**
 * The theme the provider applies: the brand's palette (the vendor's, with the tenant's custom login over it) under the
 * host's `theme` prop, whose own settings (each colour it gives, mode, density) win. Undefined when neither gives any.
 */
export function brandedTheme(branding: Pick<Branding, 'palette'>, theme: ThemePaletteInput | undefined): ThemePaletteInput | undefined {
  const brand = paletteOf(branding.palette);
  if (!brand) return theme;
  const merged: Record<string, unknown> = { ...brand };
  // A key the host set to undefined leaves the brand's value.
  for (const [key, value] of Object.entries(theme ?? {})) if (value !== undefined) merged[key] = value;
  return merged as ThemePaletteInput;
}

/** The root's style with the custom login's box background (the `--gh-login-box-background` token) when it sets one. */
export function withBoxBackground(style: CSSProperties | undefined, color: string | null | undefined): CSSProperties | undefined {
  return color ? { ...style, ['--gh-login-box-background' as string]: color } : style;
}
