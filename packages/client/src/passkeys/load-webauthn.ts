import type * as WebAuthnHelpers from '@simplewebauthn/browser';

/** The browser's WebAuthn helpers (@simplewebauthn/browser). */
export type WebAuthnBrowser = typeof WebAuthnHelpers;

let loaded: WebAuthnBrowser | undefined;

/**
 * Loads the WebAuthn helpers on first use: most visitors never start a ceremony, so the login box's first screen
 * does not carry them (bundle budget).
 */
export async function loadWebAuthn(): Promise<WebAuthnBrowser> {
  loaded ??= await import('@simplewebauthn/browser');
  return loaded;
}

/** The helpers when a ceremony has already loaded them (nothing to cancel otherwise). */
export const loadedWebAuthn = (): WebAuthnBrowser | undefined => loaded;
