import type { MfaDevices, WebAuthnDeviceType } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import { isPasskeyCancellation } from '../passkeys/passkey-ceremonies';
import { createStore, type Store } from '../store';
import { errorMessage } from '../transport/api-error';
import { createSecurityKey, SECURITY_KEY_CANCELLED, signWithSecurityKey } from './security-key-ceremonies';

/** A texted code the user is asked for: to add a phone, or to remove one. */
export type PendingSmsCode =
  { kind: 'add'; otcToken: string; phoneNumber: string } | { kind: 'remove'; deviceId: string; otcToken: string; phoneNumber: string };

/** State of the signed-in user's second factors. */
export interface MfaDevicesState {
  status: 'loading' | 'ready' | 'error';
  devices: MfaDevices;
  /** An add or remove in progress. */
  busy: boolean;
  error?: string;
  /** The code a phone change waits for. */
  pendingSms?: PendingSmsCode;
  /** Recovery codes of the last enrolment, shown once. */
  recoveryCodes?: string[];
}

/** The signed-in user's second factors: list; add and remove phones (SMS) and security keys (wire-compat §3.21). */
export interface MfaDevicesManager {
  readonly store: Store<MfaDevicesState>;
  load(): Promise<void>;
  /** Texts a code to a number to add as a second factor; `confirmSms` finishes. */
  addPhone(phoneNumber: string): Promise<void>;
  /** Texts a code to a phone to remove it; `confirmSms` finishes. */
  removePhone(deviceId: string): Promise<void>;
  /** Finishes the pending phone change with the texted code. */
  confirmSms(code: string): Promise<void>;
  /** Forgets a pending phone change. */
  cancelSms(): void;
  /** Registers this device (`Platform`) or a security key (`CrossPlatform`) as a second factor. */
  addSecurityKey(deviceType: WebAuthnDeviceType, name?: string): Promise<void>;
  /** Removes a key, with a signature by it. */
  removeSecurityKey(deviceId: string): Promise<void>;
  /** Hides the recovery codes once the user saved them. */
  dismissRecoveryCodes(): void;
}

const NO_DEVICES: MfaDevices = { webauthn: [], phones: [], authenticators: [], emails: [] };

/** Creates the second-factor manager over a signed-in client. */
export function createMfaDevicesManager(client: GatehouseClient): MfaDevicesManager {
  const store = createStore<MfaDevicesState>({ status: 'loading', devices: NO_DEVICES, busy: false });
  const load = async () => {
    try {
      store.setState({ status: 'ready', devices: await client.api.listMfaDevices(), error: undefined });
    } catch (error) {
      store.setState({ status: 'error', error: errorMessage(error) });
    }
  };
  /** Runs a change with the busy flag; a dismissed key request is told as such. */
  const busy = async (work: () => Promise<void>, reload = true) => {
    store.setState({ busy: true, error: undefined });
    try {
      await work();
      if (reload) await load();
    } catch (error) {
      store.setState({ error: isPasskeyCancellation(error) ? SECURITY_KEY_CANCELLED : errorMessage(error) });
    } finally {
      store.setState({ busy: false });
    }
  };
  return {
    store,
    load,
    addPhone: (phoneNumber) =>
      busy(async () => {
        const number = phoneNumber.replace(/[\s().-]+/g, '');
        const { otcToken } = await client.api.enrollSms({ body: { phoneNumber: number } });
        store.setState({ pendingSms: { kind: 'add', otcToken, phoneNumber: number }, recoveryCodes: undefined });
      }, false),
    removePhone: (deviceId) =>
      busy(async () => {
        const { otcToken, phoneNumber } = await client.api.disableSms({ params: { deviceId }, body: {} });
        store.setState({ pendingSms: { kind: 'remove', deviceId, otcToken, phoneNumber } });
      }, false),
    confirmSms: (code) =>
      busy(async () => {
        const pending = store.getState().pendingSms;
        if (!pending) throw new Error('No code was sent');
        const value = code.replace(/\s+/g, '');
        if (pending.kind === 'add') {
          const { recoveryCodes } = await client.api.verifySmsEnrollment({ body: { otcToken: pending.otcToken, code: value } });
          store.setState({ recoveryCodes });
        } else {
          await client.api.verifyDisableSms({ params: { deviceId: pending.deviceId }, body: { otcToken: pending.otcToken, code: value } });
        }
        store.setState({ pendingSms: undefined });
      }),
    cancelSms: () => store.setState({ pendingSms: undefined, error: undefined }),
    addSecurityKey: (deviceType, name) =>
      busy(async () => {
        const { webauthnToken, options } = await client.api.enrollWebauthn({ body: {} });
        const attestation = await createSecurityKey(options);
        const { recoveryCodes } = await client.api.verifyWebauthnEnrollment({
          body: { deviceType, webauthnToken, options: attestation as never, ...(name ? { name } : {}) },
        });
        store.setState({ recoveryCodes });
      }),
    removeSecurityKey: (deviceId) =>
      busy(async () => {
        const { webauthnToken, options } = await client.api.disableWebauthn({ params: { deviceId }, body: {} });
        const assertion = await signWithSecurityKey(options);
        await client.api.verifyDisableWebauthn({ params: { deviceId }, body: { webauthnToken, options: assertion as never } });
      }),
    dismissRecoveryCodes: () => store.setState({ recoveryCodes: undefined }),
  };
}
