import type { SrgbColor } from './color-engine';
import { MIN_TEXT_CONTRAST, luminanceOf, ratioOfLuminances } from './contrast-ratio';

const STEP = 0.02;

/** Channel-wise sRGB mix toward black (target 0) or white (target 1), as mixWithBlack / mixWithWhite compute it. */
function toward(color: SrgbColor, target: 0 | 1, amount: number): SrgbColor {
  const coords = color.coords.map((c) => (c ?? 0) + (target - (c ?? 0)) * amount) as SrgbColor['coords'];
  return { space: color.space, coords, alpha: color.alpha };
}

/**
 * The colour itself, or the least darkened (on light backgrounds) or lightened (on dark ones) version of it that
 * reads at 4.5:1 on every background given: a role's colour used as text, keeping its hue (internal).
 */
export function readableTint(color: SrgbColor, backgrounds: readonly SrgbColor[]): SrgbColor {
  const behind = backgrounds.map(luminanceOf);
  const target = behind.reduce((sum, l) => sum + l, 0) / behind.length > 0.18 ? 0 : 1;
  for (let amount = 0; amount < 1; amount += STEP) {
    const candidate = amount === 0 ? color : toward(color, target, amount);
    const own = luminanceOf(candidate);
    if (behind.every((l) => ratioOfLuminances(own, l) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return toward(color, target, 1);
}
