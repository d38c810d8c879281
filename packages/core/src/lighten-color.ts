import { mixWithWhite, toHex } from './color-engine';
import { parseSrgbColor } from './parse-color';

/** Clamps a mixing amount to [0, 1]; NaN counts as 0 (internal). */
export function clampAmount(amount: number): number {
  return Number.isNaN(amount) ? 0 : Math.min(1, Math.max(0, amount));
}

/** Mixes a supported colour with white by amount (0–1) in sRGB and returns hex; throws on unsupported colours. */
export function lightenColor(color: string, amount: number): string {
  return toHex(mixWithWhite(parseSrgbColor(color), clampAmount(amount)));
}
