import { base64UrlDecode } from './base64-url-decode';
import { InvalidTokenError } from './invalid-token-error';

const MESSAGE = 'Invalid token specified';

/** Decodes a JWT's payload (segment 1) without verifying anything; throws InvalidTokenError('Invalid token specified'). */
export function decodeToken<T = Record<string, unknown>>(token: string): T {
  if (typeof token !== 'string') throw new InvalidTokenError(MESSAGE);
  const segment = token.split('.')[1];
  if (segment === undefined || segment === '') throw new InvalidTokenError(MESSAGE);
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(segment));
  } catch (cause) {
    throw new InvalidTokenError(MESSAGE, { cause });
  }
  // Claims are always a JSON object; `null`, numbers, strings or arrays would break every caller's claim reads.
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw new InvalidTokenError(MESSAGE);
  return payload as T;
}
