import { deepEqual } from './deep-equal';
import { createStore, type Store } from './store';
import type { GatehouseApi } from './transport/create-api';

/** The value of a flag on the wire. */
export type FeatureFlagValue = 'on' | 'off';

/** Feature flags by name as `GET /flags` answers them (wire-compat §2.17). */
export interface FeatureFlagsState {
  status: 'loading' | 'ready';
  flags: Readonly<Record<string, FeatureFlagValue>>;
}

/** No flag is on until (or when) the flags cannot be loaded (spec 000 §8: defaults apply). */
export const defaultFeatureFlags: FeatureFlagsState = { status: 'loading', flags: {} };

/** Creates the store of feature flags. */
export function createFeatureFlagsStore(): Store<FeatureFlagsState> {
  return createStore<FeatureFlagsState>(defaultFeatureFlags);
}

/** A flag counts as on only when its value is exactly 'on' (wire-compat §2.17); unknown names are off. */
export function isFeatureFlagOn(flags: Readonly<Record<string, unknown>>, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(flags, name) && flags[name] === 'on';
}

/** Loads `GET /flags`; a failure is only logged and the current flags stay (spec 000 §8). */
export async function loadFeatureFlags(api: GatehouseApi, store: Store<FeatureFlagsState>): Promise<void> {
  try {
    const flags = await api.flags();
    const previous = store.getState().flags;
    store.setState({ status: 'ready', flags: deepEqual(previous, flags) ? previous : flags });
  } catch (error) {
    console.warn('Gatehouse: could not load the feature flags; defaults apply.', error);
    store.setState({ status: 'ready' });
  }
}
