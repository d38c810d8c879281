import { parseColor } from '@gatehouse/core';

/**
 * A brand colour as `#rrggbb`, or why it cannot be one. Any CSS syntax parseColor reads is accepted (#nnn,
 * #nnnnnn, rgb(), hsl(), color()); translucent colours are refused because the text placed on them could not
 * be checked for contrast. The normalised form is also what makes the value safe to write into a stylesheet.
 */
export function brandColor(value: unknown): { hex: string } | { problem: string } {
  if (typeof value !== 'string') return { problem: 'must be a colour such as #4461f2' };
  let parsed: ReturnType<typeof parseColor>;
  try {
    parsed = parseColor(value);
  } catch (e) {
    return { problem: (e as Error).message };
  }
  if (parsed.alpha < 1) return { problem: `"${value}" is translucent; a brand colour must be opaque` };
  return { hex: parsed.hex.toLowerCase() };
}
