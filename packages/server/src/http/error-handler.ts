import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../lib/logger';
import { AppError } from '../kernel/app-error';

/** The §8 wire body for an error. */
export function errorResponse(c: Context, status: number, code: string, errors: string[]): Response {
  const requestId = c.get('requestId' as never) as string | undefined;
  return c.json({ errors, errorCode: code, ...(requestId ? { requestId } : {}) }, status as 400);
}

/** Turns thrown errors into §8 bodies; unknown faults are 500 with the message hidden and logged. */
export function handleError(log: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof AppError) {
      const errors = (err.details?.errors as string[] | undefined) ?? [err.message];
      return errorResponse(c, err.status, err.code, errors);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return errorResponse(c, 413, 'request.too_large', ['Error request is too large']);
      return errorResponse(c, status, status === 400 ? 'request.invalid' : 'request.error', [err.message || 'Bad request']);
    }
    log.error({ requestId: c.get('requestId' as never), err: { message: err.message, stack: err.stack } }, 'unhandled error');
    return errorResponse(c, 500, 'server.internal', ["We're facing some difficulties, Please try again"]);
  };
}
