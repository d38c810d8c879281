import type { WebAuthnDeviceType } from '@gatehouse/contracts';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { loadWebAuthn } from '../passkeys/load-webauthn';

/** The browser's signature over a second-factor challenge (`navigator.credentials.get`), as JSON. */
export const signWithSecurityKey = async (options: unknown) =>
  (await loadWebAuthn()).startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });

/** A new second-factor key from the browser (`navigator.credentials.create`), as JSON. */
export const createSecurityKey = async (options: unknown) =>
  (await loadWebAuthn()).startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });

/** The kind of key an MFA strategy enrols (wire-compat App. B). */
export const keyTypeOf = (strategy: string): WebAuthnDeviceType => (strategy === 'WebAuthnPlatform' ? 'Platform' : 'CrossPlatform');

/** The words shown when the browser's key request was dismissed or timed out. */
export const SECURITY_KEY_CANCELLED = 'The security key request was cancelled or timed out. Try again.';
