import { useSyncExternalStore } from 'react';
import type { PublicConfigState } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';

/** The public configuration (sign-ups allowed, auth strategy, vendor name), re-rendering on change. */
export function usePublicConfig(): PublicConfigState {
  const { client } = useGatehouse();
  return useSyncExternalStore(client.config.subscribe, client.config.getState, client.config.getState);
}
