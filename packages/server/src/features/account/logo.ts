import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gatehouse/contracts';
import { fail } from '../../kernel/app-error';

/** Leading bytes of each accepted image type: the declared type must match the content. */
const MAGIC: Record<(typeof LOGO_TYPES)[number], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Checks a logo: a base64 data URL of a PNG, JPEG or WebP image whose bytes are what it says,
 * at most LOGO_MAX_BYTES. SVG is refused: it is a document that can carry script, and a logo is
 * shown in every member's admin portal.
 */
export function checkedLogo(value: string): string {
  const m = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  const invalid = (why: string) => fail('request.invalid', `logo: ${why}`);
  if (!m) throw invalid('must be a base64 image data URL (data:image/png;base64,…)');
  const type = m[1] as (typeof LOGO_TYPES)[number];
  if (!(LOGO_TYPES as readonly string[]).includes(type)) throw invalid(`type ${m[1]} is not accepted; use ${LOGO_TYPES.join(', ')}`);
  const bytes = Buffer.from(m[2]!, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw invalid(`must be at most ${LOGO_MAX_BYTES} bytes`);
  if (bytes.length < 12 || !MAGIC[type](bytes)) throw invalid(`the data is not a ${type} image`);
  return value;
}
