import { base64UrlEncode } from '@gatehouse/core';
import type { PreviewState, PreviewUser } from './preview-state';

/** The relying party preview mode names: no `id`, so the browser binds keys to the page's own host. */
const RP = { name: 'Gatehouse preview' };

/** Options to sign with a key (WebAuthn request options), restricted to `credentialIds` when given. */
export function requestOptions(state: PreviewState, credentialIds: readonly string[] = []) {
  return {
    challenge: base64UrlEncode(state.secret(32)),
    ...(credentialIds.length ? { allowCredentials: credentialIds.map((id) => ({ type: 'public-key', id })) } : {}),
    timeout: 60_000,
    userVerification: 'preferred' as const,
  };
}

/** Options to create a key for the user (WebAuthn creation options), excluding the keys they already have. */
export function creationOptions(state: PreviewState, user: PreviewUser, existing: readonly string[]) {
  return {
    rp: RP,
    user: { id: base64UrlEncode(user.id), name: user.email, displayName: user.name },
    challenge: base64UrlEncode(state.secret(32)),
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    timeout: 60_000,
    excludeCredentials: existing.map((id) => ({ type: 'public-key', id })),
    authenticatorSelection: { residentKey: 'preferred' as const, userVerification: 'preferred' as const },
    attestation: 'none' as const,
  };
}

/** A placeholder QR code (a 1×1 PNG): preview mode shows the key for manual entry instead of a scannable code. */
export const PREVIEW_QR_CODE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
