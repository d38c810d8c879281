// The contracts' LOGO_MAX_BYTES and LOGO_TYPES, repeated as literals: importing a value from @gatehouse/contracts
// would pull zod into this chunk (the browser bundle imports contracts for types only). The server checks again.
/** Largest account logo, in bytes. */
export const LOGO_MAX_BYTES = 256 * 1024;
/** Image types a logo may have (SVG is refused: it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a file cannot be a logo: not an accepted image type, too large, or unreadable. */
export type LogoProblem = 'type' | 'size' | 'unreadable';

/** A file refused as a logo, with the reason the form puts in words. */
export class LogoFileError extends Error {
  constructor(readonly problem: LogoProblem) {
    super(`logo: ${problem}`);
    this.name = 'LogoFileError';
  }
}

/** A logo file as the base64 data URL the server stores; rejects with a LogoFileError before anything is sent. */
export function readLogo(file: File, maxBytes = LOGO_MAX_BYTES): Promise<string> {
  if (!LOGO_TYPES.includes(file.type)) return Promise.reject(new LogoFileError('type'));
  if (file.size > maxBytes) return Promise.reject(new LogoFileError('size'));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new LogoFileError('unreadable'));
    reader.readAsDataURL(file);
  });
}
