import { imageDataUrlProblem } from '../../config/brand-image';
import { fail } from '../../kernel/app-error';

/**
 * Checks a logo: a base64 data URL of a PNG, JPEG or WebP image whose bytes are what it says,
 * at most LOGO_MAX_BYTES. SVG is refused: it is a document that can carry script, and a logo is
 * shown in every member's admin portal.
 */
export function checkedLogo(value: string): string {
  const problem = imageDataUrlProblem(value);
  if (problem) throw fail('request.invalid', `logo: ${problem}`);
  return value;
}
