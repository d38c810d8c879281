import { useSyncExternalStore } from 'react';
import type { SessionState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';

/** The session store's state (status, user, tenants, activeTenant), re-rendering on change. */
export function useSession(): SessionState {
  const { client } = useGatehouse();
  return useSyncExternalStore(client.session.subscribe, client.session.getState, client.session.getState);
}
