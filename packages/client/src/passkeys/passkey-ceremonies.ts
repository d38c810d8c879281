import type { LoginResponse, WebAuthnDevice } from '@gatehouse/contracts';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { GatehouseClient } from '../gatehouse-client';
import { PASSKEYS_LOGIN_METHOD, PREFERRED_LOGIN_METHOD_KEY } from './passkey-storage';

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Whether the browser offers passkeys in the email field's autofill (WebAuthn conditional mediation). */
export const passkeyAutofillSupported = (): Promise<boolean> =>
  passkeysSupported() ? browserSupportsWebAuthnAutofill() : Promise.resolve(false);

/** Cancels a passkey request in progress (e.g. the autofill request when the login screen goes away). */
export const cancelPasskeyRequest = (): void => WebAuthnAbortService.cancelCeremony();

/** Whether an error is the browser's answer to a cancelled or dismissed request, which is no failure to show. */
export const isPasskeyCancellation = (error: unknown): boolean => {
  const name = (error as { name?: unknown })?.name;
  const code = (error as { code?: unknown })?.code;
  return name === 'AbortError' || name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED';
};

/**
 * Signs in with a passkey (wire-compat §2.12): a challenge from pre-login, the browser's assertion,
 * then post-login. With `autofill`, the request waits for the user to pick a passkey in the email
 * field's suggestions. The login answer is returned for the usual user merge; the passkey becomes the
 * preferred sign-in method (spec 000 §4.1 step 8).
 */
export async function signInWithPasskey(
  client: GatehouseClient,
  input: { email?: string; autofill?: boolean } = {},
): Promise<LoginResponse> {
  const { options } = await client.api.webauthnPrelogin({ body: input.email && !input.autofill ? { email: input.email } : {} });
  const assertion = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: input.autofill === true,
  });
  const response = await client.api.webauthnPostlogin({ body: assertion as never });
  client.storage.setItem(PREFERRED_LOGIN_METHOD_KEY, PASSKEYS_LOGIN_METHOD);
  return response;
}

/** Registers a passkey for the signed-in user on this device (or a security key the user picks). */
export async function registerPasskey(client: GatehouseClient, name?: string): Promise<WebAuthnDevice> {
  const { options } = await client.api.createWebauthnDevice({ body: {} });
  const attestation = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  const deviceType = attestation.authenticatorAttachment === 'cross-platform' ? 'CrossPlatform' : 'Platform';
  const { device } = await client.api.verifyWebauthnDevice({
    body: { ...(attestation as never as object), deviceType, ...(name ? { name } : {}) } as never,
  });
  return device;
}
