import { useCallback, useSyncExternalStore } from 'react';
import { requireEntitlementsEnabled, type UserEntitlementsContext } from '@gatehouse/core';
import { useGatehouse } from '../gatehouse-context';

/** What useEntitlements returns. */
export interface EntitlementsState {
  /** The signed-in user's entitlement set; undefined while signed out or when the last load failed. */
  entitlements: UserEntitlementsContext | undefined;
  /** Reloads the set now (it also reloads with every token refresh); undefined when the load fails. */
  loadEntitlements(): Promise<UserEntitlementsContext | undefined>;
}

/**
 * The raw entitlement set of the signed-in user (wire-compat §2.16). Re-renders only when the set
 * changes (the client keeps the same object while it is deep-equal). Throws EntitlementsDisabledError
 * unless the provider's `entitlements.enabled` is true (spec 000 §6).
 */
export function useEntitlements(): EntitlementsState {
  const { client } = useGatehouse();
  requireEntitlementsEnabled(client.entitlementsEnabled);
  const getSnapshot = useCallback(() => client.session.getState().user?.entitlements, [client]);
  const entitlements = useSyncExternalStore(client.session.subscribe, getSnapshot, getSnapshot);
  return { entitlements, loadEntitlements: client.loadEntitlements };
}
