/** Spec 000 §6, with the product name adapted. */
export const ENTITLEMENTS_DISABLED_MESSAGE = 'You must first enable entitlements via Gatehouse options to use this function';

/** Thrown by entitlement checks (hooks, SDKs) while entitlements are turned off in the options. */
export class EntitlementsDisabledError extends Error {
  override name = 'EntitlementsDisabledError';
  constructor() {
    super(ENTITLEMENTS_DISABLED_MESSAGE);
  }
}

/** Throws EntitlementsDisabledError unless entitlements are enabled (exactly `true`). */
export function requireEntitlementsEnabled(enabled: boolean | undefined): asserts enabled is true {
  if (enabled !== true) throw new EntitlementsDisabledError();
}
