// The contracts' LOGO_MAX_BYTES and LOGO_TYPES, repeated as literals: importing a value from @gatehouse/contracts
// would pull zod into this chunk (the browser bundle imports contracts for types only). The server checks again.
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** A logo file as the base64 data URL the server stores; rejects with a message the form shows. */
export function readLogo(file: File): Promise<string> {
  if (!LOGO_TYPES.includes(file.type)) return Promise.reject(new Error('The logo must be a PNG, JPEG or WebP image.'));
  if (file.size > LOGO_MAX_BYTES) return Promise.reject(new Error(`The logo must be at most ${LOGO_MAX_BYTES / 1024} KB.`));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The logo could not be read.'));
    reader.readAsDataURL(file);
  });
}
