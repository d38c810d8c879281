const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The Web Crypto the browser (and Node 20) provides; injectable for tests. */
export type CryptoLike = Pick<Crypto, 'getRandomValues' | 'subtle'>;

/** `length` random characters of A–Z a–z 0–9 (rejection sampling: no modulo bias). */
export function randomAlphanumeric(crypto: CryptoLike, length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)) without padding (RFC 7636 §4.2). */
export async function s256Challenge(crypto: CryptoLike, verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
