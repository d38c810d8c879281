import type { WebAuthnDevice } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import { createStore, type Store } from '../store';
import { errorMessage } from '../transport/api-error';
import { isPasskeyCancellation, passkeysSupported, registerPasskey } from './passkey-ceremonies';

/** State of the signed-in user's passkey list. */
export interface PasskeysState {
  status: 'loading' | 'ready' | 'error';
  devices: WebAuthnDevice[];
  /** An add or remove in progress. */
  busy: boolean;
  error?: string;
  /** Whether this browser can create passkeys. */
  supported: boolean;
}

/** The signed-in user's passkeys: list, add on this device, remove (wire-compat §2.12, §3.21). */
export interface PasskeysManager {
  readonly store: Store<PasskeysState>;
  load(): Promise<void>;
  add(name?: string): Promise<void>;
  remove(deviceId: string): Promise<void>;
}

/** Creates the passkeys manager over a signed-in client. */
export function createPasskeysManager(client: GatehouseClient): PasskeysManager {
  const store = createStore<PasskeysState>({ status: 'loading', devices: [], busy: false, supported: passkeysSupported() });
  const load = async () => {
    try {
      const { devices } = await client.api.listWebauthnDevices();
      store.setState({ status: 'ready', devices, error: undefined });
    } catch (error) {
      store.setState({ status: 'error', error: errorMessage(error) });
    }
  };
  const busy = async (work: () => Promise<unknown>) => {
    store.setState({ busy: true, error: undefined });
    try {
      await work();
      await load();
    } catch (error) {
      if (!isPasskeyCancellation(error)) store.setState({ error: errorMessage(error) });
    } finally {
      store.setState({ busy: false });
    }
  };
  return {
    store,
    load,
    add: (name) => busy(() => registerPasskey(client, name)),
    remove: (deviceId) => busy(() => client.api.deleteWebauthnDevice({ params: { deviceId } })),
  };
}
