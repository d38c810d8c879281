import { AppError } from '../../../kernel/app-error';

/**
 * Why a SAML response was refused. The caller only ever sees one code (`sso.saml_refused`): the
 * reason, and the detail beside it, go to the log and to the caller's audit record, never to the
 * browser, so a forger learns nothing about which check caught them.
 */
export type SamlRefusalReason =
  | 'too_large' // the encoded response is over the size limit
  | 'malformed' // not base64, not UTF-8, not well-formed XML
  | 'dtd' // a document type declaration or entity (XXE, entity expansion)
  | 'schema' // not valid against the SAML 2.0 protocol schema
  | 'structure' // wrapping defences: assertion count, signature placement, duplicate ids, comments
  | 'unknown_request' // no live, unused sign-in request for this RelayState
  | 'connection' // the connection is gone, or belongs to another tenant
  | 'connection_disabled'
  | 'validator' // node-saml refused it (signature, audience, conditions, InResponseTo)
  | 'in_response_to' // not an answer to the request this RelayState started
  | 'destination'
  | 'recipient'
  | 'issuer'
  | 'time' // outside its validity window by the server's clock
  | 'no_email'
  | 'replay'; // the assertion id was accepted before, or the request was spent meanwhile

export const SAML_REFUSED = 'sso.saml_refused' as const;

/** The one error a refusal throws; `details` is for logs and audit only (the error handler shows the message). */
export const samlRefusal = (reason: SamlRefusalReason, detail?: string): AppError =>
  new AppError(SAML_REFUSED, undefined, { reason, ...(detail ? { detail } : {}) });

/** The reason of a refusal, or undefined for any other error. */
export const refusalReason = (err: unknown): SamlRefusalReason | undefined =>
  err instanceof AppError && err.code === SAML_REFUSED ? (err.details?.reason as SamlRefusalReason) : undefined;
