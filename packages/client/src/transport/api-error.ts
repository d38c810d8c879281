/** Message of a 413 answer, whatever its body (spec 000 §8, wire-compat §1.8). */
export const REQUEST_TOO_LARGE_MESSAGE = 'Error request is too large';

/** Message of an error answer whose body cannot be parsed (spec 000 §8). */
export const GENERIC_ERROR_MESSAGE = "We're facing some difficulties, Please try again";

/** errorCode used when the server sends none (wire-compat §1.8). */
export const GENERIC_ERROR_CODE = 'ER-ADMIN-PORTAL-GENERIC-ERROR';

/** Fields of an ApiError besides its message. */
export interface ApiErrorInit {
  status: number;
  errorCode?: string;
  errors?: string[];
  traceId?: string;
  errorContext?: unknown;
  errorCodes?: string[];
}

/** A problem with what the user typed, found before any request is sent: its message is shown as is. */
export class InputError extends Error {}

/** A non-OK answer of the Gatehouse API, shaped as spec 000 §8 / wire-compat §1.8 say. */
export class ApiError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Server error code, GENERIC_ERROR_CODE when none was sent, undefined for 413. */
  readonly errorCode: string | undefined;
  /** The `errors` array of the body (empty when there was none). */
  readonly errors: string[];
  /** Value of the `frontegg-trace-id` answer header. */
  readonly traceId: string | undefined;
  /** The `context` object of the body, if any. */
  readonly errorContext: unknown;
  /** The `errorCodes` array of the body, if any. */
  readonly errorCodes: string[] | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.errors = init.errors ?? [];
    this.traceId = init.traceId;
    this.errorContext = init.errorContext;
    this.errorCodes = init.errorCodes;
  }

  /** Alias of `status` under the reference client's name (wire-compat §1.8). */
  get statusCode(): number {
    return this.status;
  }
}

/** True when `error` is an ApiError (works across bundles, unlike a bare instanceof). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'status' in error);
}

/**
 * What a screen shows for a failed call: the server's message when it answered with a status,
 * else the generic text, logging the original (spec 000 §8 "others are logged and replaced").
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof InputError) return error.message;
  console.error('Gatehouse:', error);
  return GENERIC_ERROR_MESSAGE;
}
