import type { AuthStrategy } from '@gatehouse/contracts';
import { createStore, type Store } from './store';
import type { GatehouseApi } from './transport/create-api';

/** Public (pre-auth) configuration the login box reads (wire-compat §2.18). */
export interface PublicConfigState {
  status: 'loading' | 'ready';
  allowSignups: boolean;
  /** The main strategy: `mainAuthStrategies[0]` when known, else the vendor policy's. */
  authStrategy: AuthStrategy;
  vendorName: string | null;
  logo: string | null;
  /** Whether the vendor policy's Passkeys strategy is active (the login box offers passkey sign-in). */
  passkeysEnabled: boolean;
  /** Whether the secondary SmsCode strategy is active (the login box offers quick SMS login, decision 0018). */
  quickSmsEnabled: boolean;
}

/** Defaults that apply until (or when) the public configuration cannot be loaded (spec 000 §8). */
export const defaultPublicConfig: PublicConfigState = {
  status: 'loading',
  allowSignups: true,
  authStrategy: 'EmailAndPassword',
  vendorName: null,
  logo: null,
  passkeysEnabled: false,
  quickSmsEnabled: false,
};

/** Creates the store of public configuration. */
export function createPublicConfigStore(): Store<PublicConfigState> {
  return createStore<PublicConfigState>(defaultPublicConfig);
}

/** Loads the three public configuration calls in parallel; a failure is only logged and its defaults stay (§8). */
export async function loadPublicConfig(api: GatehouseApi, store: Store<PublicConfigState>): Promise<void> {
  const [policy, strategies, vendor] = await Promise.allSettled([
    api.publicConfiguration(),
    api.publicAuthStrategies(),
    api.vendorPublic(),
  ]);
  const next: Partial<PublicConfigState> = { status: 'ready' };
  if (policy.status === 'fulfilled') {
    if (typeof policy.value.allowSignups === 'boolean') next.allowSignups = policy.value.allowSignups;
    if (policy.value.authStrategy) next.authStrategy = policy.value.authStrategy;
  } else console.warn('Gatehouse: could not load the public configuration; defaults apply.', policy.reason);
  if (strategies.status === 'fulfilled') {
    const main = strategies.value.mainAuthStrategies?.[0]?.strategy;
    if (main) next.authStrategy = main;
    next.passkeysEnabled = (strategies.value.secondaryAuthStrategies ?? []).some((s) => s.strategy === 'Passkeys' && s.isActive);
    next.quickSmsEnabled = (strategies.value.secondaryAuthStrategies ?? []).some(
      (s) => (s.strategy === 'SmsCode' || s.strategy === 'SmsCodeV2') && s.isActive,
    );
  } else console.warn('Gatehouse: could not load the authentication strategies; defaults apply.', strategies.reason);
  if (vendor.status === 'fulfilled') {
    next.vendorName = vendor.value.name ?? null;
    next.logo = vendor.value.logo ?? null;
  } else console.warn('Gatehouse: could not load the vendor information.', vendor.reason);
  store.setState(next);
}
