import { delays } from '@gatehouse/contracts';
import { createFlowKit, type Flow } from '../flows/create-flow-kit';
import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage } from '../transport/api-error';

/** Steps of the impersonation wizard (spec 000 §2.3: impersonating, success). */
export type ImpersonationStep = 'impersonating' | 'success';

/** State of the impersonation flow. */
export interface ImpersonationFlowState {
  step: ImpersonationStep;
  loading: boolean;
  error?: string;
}

/** The impersonation wizard. */
export interface ImpersonationFlow extends Flow<ImpersonationFlowState> {
  /** Starts acting as `impersonatedUserId`; the current session is the actor (wire-compat §2.19). */
  impersonate(input: { impersonatedUserId: string; redirectUrl?: string }): Promise<void>;
}

/**
 * Spec 000 §4.6: loading, then success; after 1 second the session is refreshed (the refresh cookie
 * now belongs to the impersonated session, whose tokens carry `act.sub`), then the flow resets and
 * the browser goes where signed-in users go.
 */
export function createImpersonationFlow(client: GatehouseClient): ImpersonationFlow {
  const initial: ImpersonationFlowState = { step: 'impersonating', loading: false };
  const { store, later, dispose } = createFlowKit<ImpersonationFlowState>(initial, client.clock);
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    async impersonate({ impersonatedUserId, redirectUrl }) {
      const actorToken = client.getAccessToken();
      if (!actorToken) return store.setState({ error: 'Sign in as an administrator to impersonate a user' });
      store.setState({ loading: true, error: undefined });
      try {
        await client.api.impersonate({ body: { impersonatedUserId, actorToken, ...(redirectUrl ? { redirectUrl } : {}) } });
        store.setState({ step: 'success', loading: false });
        later(() => {
          void client.refresh().then(() => {
            store.setState(initial);
            client.redirectAfterAuth();
          });
        }, delays.impersonation);
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
  };
}
