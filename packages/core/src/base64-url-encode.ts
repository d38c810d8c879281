const CHUNK = 0x8000;

/** Encodes bytes (or a string as UTF-8) as base64url without padding. */
export function base64UrlEncode(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  let binary = '';
  // Chunked so large inputs do not overflow the argument limit of String.fromCharCode.
  for (let i = 0; i < data.length; i += CHUNK) {
    binary += String.fromCharCode(...data.subarray(i, i + CHUNK));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
