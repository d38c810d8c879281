import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Flow, GatehouseClient } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';

/** The state type of a flow. */
export type FlowStateOf<F> = F extends Flow<infer S> ? S : never;

/** Creates a flow machine once per screen, disposes it on unmount and returns its state and actions. */
export function useFlow<F extends Flow<object>>(create: (client: GatehouseClient) => F): [FlowStateOf<F>, F] {
  const { client } = useGatehouse();
  const [flow] = useState(() => create(client));
  // Disposing cancels the flow's timers and refuses new ones, so an unmounted screen never navigates later. It
  // waits a tick: StrictMode unmounts and mounts again at once, and the screen must keep a working flow then.
  const pendingDispose = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingDispose.current);
    return () => {
      pendingDispose.current = setTimeout(() => flow.dispose(), 0);
    };
  }, [flow]);
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState) as FlowStateOf<F>;
  return [state, flow];
}
