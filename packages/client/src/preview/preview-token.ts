import { accessTokenClaims, type AccessTokenClaims } from '@gatehouse/contracts';
import { base64UrlEncode } from '@gatehouse/core';

/** Issuer of preview tokens: a reserved name (RFC 2606), so no verifier anywhere can mistake one for its own. */
export const PREVIEW_ISSUER = 'https://preview.gatehouse.invalid';

/**
 * An unsecured JWT (RFC 7519 §6: `alg: none`, empty signature) carrying `claims`, checked against the contract's
 * claims schema. The client decodes tokens without verifying them, so preview sessions read like real ones; a
 * server verifying signatures refuses them, as it should.
 */
export function buildPreviewToken(claims: AccessTokenClaims): string {
  const payload = accessTokenClaims.parse(claims);
  return `${base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64UrlEncode(JSON.stringify(payload))}.`;
}
