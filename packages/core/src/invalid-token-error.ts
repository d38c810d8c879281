/** Error thrown by decodeToken for a malformed token; its message is always 'Invalid token specified'. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}
