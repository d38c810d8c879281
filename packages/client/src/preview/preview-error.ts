import { errorCatalogue, type ErrorCode } from '@gatehouse/contracts';

/** A refusal a handler answers with: the catalogue's status and code, in the spec §8 body. */
export class PreviewError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: string[];

  constructor(code: ErrorCode, message?: string | string[]) {
    const errors = Array.isArray(message) ? message : [message ?? errorCatalogue[code][1]];
    super(errors.join(', '));
    this.name = 'PreviewError';
    this.code = code;
    this.status = errorCatalogue[code][0];
    this.errors = errors;
  }
}

/** Throws the refusal `code` (with the catalogue's message unless one is given), as the server would answer it. */
export function fail(code: ErrorCode, message?: string | string[]): never {
  throw new PreviewError(code, message);
}

/** The spec §8 error answer of a refusal: `{ errors, errorCode }` with its status. */
export function errorResponse(error: PreviewError): Response {
  return new Response(JSON.stringify({ errors: error.errors, errorCode: error.code }), {
    status: error.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Zod issues as the server words them (`email: Please enter a valid email address`), at most 20. */
export function issueMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  return issues.slice(0, 20).map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message));
}
