import { headers } from '@gatehouse/contracts';
import { ApiError, GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE, REQUEST_TOO_LARGE_MESSAGE } from './api-error';

/** Builds the ApiError for a non-OK answer following the error table of wire-compat §1.8. */
export async function toApiError(response: Response): Promise<ApiError> {
  const status = response.status;
  const traceId = response.headers.get(headers.traceId) ?? undefined;
  // 413 comes from proxies as often as from us, so its body is never trusted (§8).
  if (status === 413) return new ApiError(REQUEST_TOO_LARGE_MESSAGE, { status, traceId });

  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return new ApiError(GENERIC_ERROR_MESSAGE, { status, errorCode: GENERIC_ERROR_CODE, traceId });
  }

  if (typeof body === 'string') return new ApiError(body, { status, errorCode: GENERIC_ERROR_CODE, traceId });

  const fallback = `Error ${status} - ${response.statusText}`;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    // The reference client crashes with a TypeError here; a status message is kinder and still honest.
    return new ApiError(fallback, { status, errorCode: GENERIC_ERROR_CODE, traceId });
  }

  const record = body as Record<string, unknown>;
  const errors = Array.isArray(record.errors) ? record.errors.map(String) : undefined;
  // A `message` field is deliberately ignored: the reference clients never show it (§1.8).
  return new ApiError(errors ? errors.join(', ') : fallback, {
    status,
    errorCode: typeof record.errorCode === 'string' ? record.errorCode : GENERIC_ERROR_CODE,
    errors,
    traceId,
    errorContext: record.context,
    errorCodes: Array.isArray(record.errorCodes) ? record.errorCodes.map(String) : undefined,
  });
}
