import { toHex, toSrgb, type SrgbColor } from './color-engine';
import { MIN_TEXT_CONTRAST, luminanceOf, ratioOfLuminances } from './contrast-ratio';
import { parseSrgbColor } from './parse-color';
import { DEFAULT_TEXT_COLOR } from './theme-palette';

const WHITE = toSrgb('#ffffff');
const BLACK = toSrgb('#000000');

/** The text colour for a background: `preferred` when it reaches 4.5:1, else the better of white and black (internal). */
export function readableTextOn(background: SrgbColor, preferred: SrgbColor): SrgbColor {
  const behind = luminanceOf(background);
  if (ratioOfLuminances(luminanceOf(preferred), behind) >= MIN_TEXT_CONTRAST) return preferred;
  // One of the two always reaches 4.5:1 (the worst background, mid-grey, still gives 4.58 with black).
  return ratioOfLuminances(1, behind) >= ratioOfLuminances(0, behind) ? WHITE : BLACK;
}

/**
 * A text colour readable (WCAG AA, 4.5:1) on `background`: `preferred` (default the spec's black) where it passes,
 * else white or black, whichever contrasts more. Returns hex; throws on unsupported colours.
 */
export function readableTextColor(background: string, preferred: string = DEFAULT_TEXT_COLOR): string {
  return toHex(readableTextOn(parseSrgbColor(background), parseSrgbColor(preferred)));
}
