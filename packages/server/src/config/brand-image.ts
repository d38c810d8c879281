import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gatehouse/contracts';

/** Longest https image address accepted as a logo. */
const MAX_URL_LENGTH = 2048;

/** Leading bytes of each accepted image type: the declared type must match the content. */
const MAGIC: Record<(typeof LOGO_TYPES)[number], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Why a value is not a base64 data URL of a PNG, JPEG or WebP image whose bytes are what it says (at most `maxBytes`,
 * LOGO_MAX_BYTES unless told), or undefined when it is one. SVG is refused: it is a document that can carry script.
 */
export function imageDataUrlProblem(value: string, maxBytes: number = LOGO_MAX_BYTES): string | undefined {
  const m = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!m) return 'must be a base64 image data URL (data:image/png;base64,…)';
  const type = m[1] as (typeof LOGO_TYPES)[number];
  if (!(LOGO_TYPES as readonly string[]).includes(type)) return `type ${m[1]} is not accepted; use ${LOGO_TYPES.join(', ')}`;
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > maxBytes) return `must be at most ${maxBytes} bytes`;
  if (bytes.length < 12 || !MAGIC[type](bytes)) return `the data is not a ${type} image`;
  return undefined;
}

/**
 * Why a value cannot be a brand logo (or another shown image, such as a profile picture), or undefined when it can:
 * an https address (the hosted pages' CSP loads images over https only, and a plain-http one would be mixed content)
 * or an image data URL as above of at most `maxBytes`.
 */
export function brandImageProblem(value: unknown, maxBytes: number = LOGO_MAX_BYTES): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'must be an https URL or an image data URL';
  if (value.startsWith('data:')) return imageDataUrlProblem(value, maxBytes);
  if (value.length > MAX_URL_LENGTH) return `must be at most ${MAX_URL_LENGTH} characters`;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || !url.hostname) return 'must be an https URL or an image data URL';
    if (url.username || url.password) return 'must not carry a user name or password';
  } catch {
    return 'must be an https URL or an image data URL';
  }
  return undefined;
}
