const ILLEGAL = 'Illegal base64url string!';
// One alphabet for both flavours: base64url (-_) and standard base64 (+/), optional '=' padding.
const BASE64_ANY = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Decodes base64url or standard base64 (padding optional) to bytes; throws 'Illegal base64url string!' on bad input. */
export function base64UrlToBytes(input: string): Uint8Array {
  if (typeof input !== 'string' || !BASE64_ANY.test(input)) throw new Error(ILLEGAL);
  const body = input.replace(/=+$/, '');
  const padded = input.length !== body.length;
  // A lone trailing character can never encode a whole byte; explicit padding must complete a quantum.
  if (body.length % 4 === 1 || (padded && input.length % 4 !== 0)) throw new Error(ILLEGAL);
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  } catch {
    throw new Error(ILLEGAL);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Decodes base64url (or standard base64, padding optional) to a UTF-8 string; throws 'Illegal base64url string!'. */
export function base64UrlDecode(input: string): string {
  // Invalid UTF-8 sequences become U+FFFD: the input is valid base64url, so it is not an "illegal" string.
  return new TextDecoder().decode(base64UrlToBytes(input));
}
