import {
  A98RGB,
  A98RGB_Linear,
  ColorSpace,
  HSL,
  OKLab,
  OKLCH,
  P3,
  P3_Linear,
  ProPhoto,
  ProPhoto_Linear,
  REC_2020,
  REC_2020_Linear,
  XYZ_D50,
  XYZ_D65,
  getColor,
  mix,
  sRGB,
  sRGB_Linear,
  serialize,
  to,
  toGamut,
  type PlainColorObject,
} from 'colorjs.io/fn';

// The tree-shakeable colorjs.io API parses only registered spaces. Registering the same space object twice is a
// no-op, so this coexists with other colorjs.io users. OKLab/OKLCH are needed by CSS gamut mapping, not parsing
// (parseColor's own syntax check keeps oklch() and friends out).
for (const space of [
  sRGB,
  sRGB_Linear,
  HSL,
  XYZ_D65,
  XYZ_D50,
  P3,
  P3_Linear,
  A98RGB,
  A98RGB_Linear,
  ProPhoto,
  ProPhoto_Linear,
  REC_2020,
  REC_2020_Linear,
  OKLab,
  OKLCH,
]) {
  ColorSpace.register(space);
}

/** An opaque-or-translucent colour in sRGB with every channel a finite number in [0, 1] (internal). */
export type SrgbColor = PlainColorObject;

const WHITE = getColor('#ffffff');
const BLACK = getColor('#000000');

/** Parses CSS colour text with colorjs.io and maps it into the sRGB gamut; throws on anything unparseable (internal). */
export function toSrgb(text: string): SrgbColor {
  const parsed = getColor(text);
  // Legacy sRGB syntaxes (rgb(), hsl(), hex) clip like browsers do; wide-gamut color() uses CSS gamut mapping.
  const legacy = parsed.space.id === 'srgb' || parsed.space.id === 'hsl';
  const srgb = toGamut(to(parsed, 'srgb'), { space: 'srgb', method: legacy ? 'clip' : 'css' });
  // 'none' components render as 0 (CSS Color 4 §4.4); anything else non-numeric (e.g. 'rgb(a,b,c)') is refused.
  const coords = srgb.coords.map((c) => (c === null ? 0 : c));
  const alpha = srgb.alpha === null ? 0 : srgb.alpha;
  if (![...coords, alpha].every((c) => typeof c === 'number' && Number.isFinite(c))) {
    throw new TypeError(`Not a finite colour: ${text}`);
  }
  const [r = 0, g = 0, b = 0] = coords.map((c) => Math.min(1, Math.max(0, c)));
  return { space: srgb.space, coords: [r, g, b], alpha };
}

/** Mixes a colour toward white (amount > 0) in sRGB, i.e. channel + (1 − channel) × amount (internal). */
export function mixWithWhite(color: SrgbColor, amount: number): SrgbColor {
  return mix(color, WHITE, amount, { space: 'srgb', outputSpace: 'srgb' });
}

/** Mixes a colour toward black in sRGB, i.e. channel × (1 − amount) (internal). */
export function mixWithBlack(color: SrgbColor, amount: number): SrgbColor {
  return mix(color, BLACK, amount, { space: 'srgb', outputSpace: 'srgb' });
}

/** Mixes two colours in sRGB: `amount` 0 gives `color`, 1 gives `other` (internal). */
export function mixColors(color: SrgbColor, other: SrgbColor, amount: number): SrgbColor {
  return mix(color, other, amount, { space: 'srgb', outputSpace: 'srgb' });
}

/** Serialises an sRGB colour as #rrggbb, or #rrggbbaa when it is translucent (internal). */
export function toHex(color: SrgbColor): string {
  return serialize(toGamut(color, { space: 'srgb', method: 'clip' }), { format: 'hex', collapse: false });
}
