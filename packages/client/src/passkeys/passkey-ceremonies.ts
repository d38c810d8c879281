import type { LoginResponse, WebAuthnDevice } from '@gatehouse/contracts';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { GatehouseClient } from '../gatehouse-client';
import { loadedWebAuthn, loadWebAuthn } from './load-webauthn';
import { PASSKEYS_LOGIN_METHOD, PREFERRED_LOGIN_METHOD_KEY } from './passkey-storage';

// Read here rather than through the helpers, which load only when a ceremony starts.
const credentialApi = () =>
  (globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } }).PublicKeyCredential;

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => typeof credentialApi() === 'function';

/** Whether the browser offers passkeys in the email field's autofill (WebAuthn conditional mediation). */
export const passkeyAutofillSupported = async (): Promise<boolean> => {
  const available = passkeysSupported() ? credentialApi()?.isConditionalMediationAvailable : undefined;
  return typeof available === 'function' ? available.call(credentialApi()) : false;
};

// Counts cancellations, so a request still waiting for its challenge (or the helpers) when it is cancelled never starts.
let cancellations = 0;

/** Cancels a passkey request in progress (e.g. the autofill request when the login screen goes away). */
export const cancelPasskeyRequest = (): void => {
  cancellations++;
  loadedWebAuthn()?.WebAuthnAbortService.cancelCeremony();
};

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
  const asked = cancellations;
  const [{ options }, { startAuthentication }] = await Promise.all([
    client.api.webauthnPrelogin({ body: input.email && !input.autofill ? { email: input.email } : {} }),
    loadWebAuthn(),
  ]);
  if (cancellations !== asked) throw Object.assign(new Error('The passkey request was cancelled'), { name: 'AbortError' });
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
  const [{ options }, { startRegistration }] = await Promise.all([client.api.createWebauthnDevice({ body: {} }), loadWebAuthn()]);
  const attestation = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  const deviceType = attestation.authenticatorAttachment === 'cross-platform' ? 'CrossPlatform' : 'Platform';
  const { device } = await client.api.verifyWebauthnDevice({
    body: { ...(attestation as never as object), deviceType, ...(name ? { name } : {}) } as never,
  });
  return device;
}
