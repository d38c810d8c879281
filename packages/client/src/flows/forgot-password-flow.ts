import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage } from '../transport/api-error';
import { createFlowKit, type Flow } from './create-flow-kit';

/** Steps of the forgot-password wizard (spec 000 §2.3). */
export type ForgotPasswordStep = 'forgotPassword' | 'success';

/** State of the forgot-password flow. */
export interface ForgotPasswordFlowState {
  step: ForgotPasswordStep;
  email: string;
  loading: boolean;
  error?: string;
}

/** The forgot-password wizard: state plus actions. */
export interface ForgotPasswordFlow extends Flow<ForgotPasswordFlowState> {
  /** Asks for a reset email; the server answers the same for unknown addresses. */
  submit(email: string): Promise<void>;
}

/** Creates the forgot-password flow over a client. */
export function createForgotPasswordFlow(client: GatehouseClient): ForgotPasswordFlow {
  const { store, dispose } = createFlowKit<ForgotPasswordFlowState>({ step: 'forgotPassword', email: '', loading: false }, client.clock);
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    async submit(email) {
      const trimmed = email.trim();
      store.setState({ email: trimmed, loading: true, error: undefined });
      try {
        await client.api.forgotPassword({ body: { email: trimmed } });
        store.setState({ step: 'success', loading: false });
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
  };
}
