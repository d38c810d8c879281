import type { SrgbColor } from './color-engine';
import { parseSrgbColor } from './parse-color';

/** WCAG 2.x AA minimum contrast for normal-size text (success criterion 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/** One sRGB channel as WCAG 2.x linearises it, after rounding to the 8 bits a hex colour keeps. */
function linear(channel: number | null): number {
  const value = Math.round(Math.min(1, Math.max(0, channel ?? 0)) * 255) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a parsed colour; alpha is ignored (internal). */
export function luminanceOf(color: SrgbColor): number {
  const [r = 0, g = 0, b = 0] = color.coords;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two relative luminances, 1 to 21 (internal). */
export function ratioOfLuminances(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2.x relative luminance (0 black – 1 white) of a supported colour; alpha is ignored. Throws on unsupported colours. */
export function relativeLuminance(color: string): number {
  return luminanceOf(parseSrgbColor(color));
}

/** WCAG 2.x contrast ratio (1–21) of two supported colours, alpha ignored; throws on unsupported colours. */
export function contrastRatio(foreground: string, background: string): number {
  return ratioOfLuminances(relativeLuminance(foreground), relativeLuminance(background));
}
