import { mixWithBlack, toHex } from './color-engine';
import { clampAmount } from './lighten-color';
import { parseSrgbColor } from './parse-color';

/** Mixes a supported colour with black by amount (0–1) in sRGB and returns hex; throws on unsupported colours. */
export function darkenColor(color: string, amount: number): string {
  return toHex(mixWithBlack(parseSrgbColor(color), clampAmount(amount)));
}
