import { STEP_UP_REQUIRED_MESSAGE } from '@gatehouse/contracts';
/** Why a request was refused; stable, safe to show and to branch on. */
export type GatehouseAuthErrorCode =
  | 'token_missing'
  | 'token_expired'
  | 'token_invalid'
  | 'issuer_mismatch'
  | 'audience_mismatch'
  | 'unknown_key'
  | 'forbidden'
  | 'step_up_required'
  | 'not_entitled'
  | 'upstream_unavailable';

/** HTTP status of each code: 401 = who are you, 403 = not allowed, 503 = could not ask the Gatehouse server (JWKS, entitlements). */
export const GATEHOUSE_ERROR_STATUS: Record<GatehouseAuthErrorCode, 401 | 403 | 503> = {
  token_missing: 401,
  token_expired: 401,
  token_invalid: 401,
  issuer_mismatch: 401,
  audience_mismatch: 401,
  unknown_key: 401,
  forbidden: 403,
  step_up_required: 403,
  not_entitled: 403,
  upstream_unavailable: 503,
};

/** Default messages; they never echo token contents. */
const MESSAGES: Record<GatehouseAuthErrorCode, string> = {
  token_missing: 'Authorization header with a bearer token is required',
  token_expired: 'Access token expired',
  token_invalid: 'Access token is invalid',
  issuer_mismatch: 'Access token was issued by another server',
  audience_mismatch: 'Access token is meant for another audience',
  unknown_key: 'Access token is signed by an unknown key',
  forbidden: 'Insufficient permissions',
  step_up_required: STEP_UP_REQUIRED_MESSAGE,
  not_entitled: 'Not entitled to this feature',
  upstream_unavailable: 'Gatehouse server unavailable',
};

/** Extra facts about a refusal (what was required), for logs and for clients that step up. */
export interface GatehouseAuthErrorDetails {
  permissions?: string[];
  feature?: string;
  justification?: string;
  maxAge?: number;
}

/** A refused request: `code` says why, `status` is the HTTP answer (401, 403, or 503 when the server cannot be reached). */
export class GatehouseAuthError extends Error {
  override readonly name = 'GatehouseAuthError';
  readonly status: 401 | 403 | 503;

  constructor(
    readonly code: GatehouseAuthErrorCode,
    message: string = MESSAGES[code],
    readonly details: GatehouseAuthErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = GATEHOUSE_ERROR_STATUS[code];
  }

  /** The answer body in the spec §8 shape. */
  toJSON(): GatehouseErrorBody {
    return { errors: [this.message], errorCode: this.code };
  }
}

/** Spec §8 error body: `{ errors: [message], errorCode }`. */
export interface GatehouseErrorBody {
  errors: string[];
  errorCode: GatehouseAuthErrorCode;
}

/** Whether a value is a GatehouseAuthError (also across duplicated copies of the package). */
export const isGatehouseAuthError = (e: unknown): e is GatehouseAuthError =>
  e instanceof GatehouseAuthError ||
  (e instanceof Error && e.name === 'GatehouseAuthError' && typeof (e as GatehouseAuthError).code === 'string');
