import { errorCatalogue, type ErrorCode } from '@gatehouse/contracts';

/** The one error type services throw: a stable code, its status, a message safe to show. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorCatalogue[code][1]);
    this.status = errorCatalogue[code][0];
  }
}

/** Shorthand for `new AppError(...)`. */
export const fail = (code: ErrorCode, message?: string, details?: Record<string, unknown>): AppError =>
  new AppError(code, message, details);
