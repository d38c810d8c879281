import { PROFILE_PICTURE_MAX_BYTES } from '@gatehouse/contracts';
import { brandImageProblem } from '../../config/brand-image';
import { fail } from '../../kernel/app-error';

/**
 * The stored form of a profile picture sent to PUT /me: `null` for '' (removed), else the value itself once it is an
 * https address or a base64 data URL of a PNG, JPEG or WebP image whose bytes are what it says, at most
 * PROFILE_PICTURE_MAX_BYTES. Every member's portal shows it, so SVG (a document that can carry script) and plain
 * http (mixed content) are refused.
 */
export function checkedProfilePicture(value: string): string | null {
  if (value === '') return null;
  const problem = brandImageProblem(value, PROFILE_PICTURE_MAX_BYTES);
  if (problem) throw fail('request.invalid', `profilePictureUrl: ${problem}`);
  return value;
}

/** Whether a stored picture may ride in an access token: an address may, a data URL would swell every request. */
export const pictureFitsToken = (value: string | null): value is string => !!value && !value.startsWith('data:');
