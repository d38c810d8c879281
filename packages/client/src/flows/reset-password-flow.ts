import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage } from '../transport/api-error';
import { createFlowKit, type Flow } from './create-flow-kit';

/** Shown when the reset link lacks its userId or token (same words as the server's). */
export const INVALID_RESET_LINK_MESSAGE = 'The reset link is invalid or has expired';

/** Steps of the reset-password screen. */
export type ResetPasswordStep = 'resetPassword' | 'success';

/** State of the reset-password flow. */
export interface ResetPasswordFlowState {
  step: ResetPasswordStep;
  loading: boolean;
  error?: string;
  /** False when the page address has no userId/token: the form cannot succeed. */
  hasLink: boolean;
}

/** The reset-password wizard: state plus actions. */
export interface ResetPasswordFlow extends Flow<ResetPasswordFlowState> {
  /** Sets the new password with the userId and token of the emailed link. */
  submit(password: string): Promise<void>;
}

/** Creates the reset-password flow over a client; the user signs in afterwards from the login link. */
export function createResetPasswordFlow(client: GatehouseClient): ResetPasswordFlow {
  const userId = client.getQueryParam('userId');
  const token = client.getQueryParam('token');
  const hasLink = Boolean(userId && token);
  const { store, dispose } = createFlowKit<ResetPasswordFlowState>(
    { step: 'resetPassword', loading: false, hasLink, error: hasLink ? undefined : INVALID_RESET_LINK_MESSAGE },
    client.clock,
  );
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    async submit(password) {
      if (!userId || !token) {
        store.setState({ error: INVALID_RESET_LINK_MESSAGE });
        return;
      }
      store.setState({ loading: true, error: undefined });
      try {
        await client.api.resetPassword({ body: { userId, token, password } });
        store.setState({ step: 'success', loading: false });
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
  };
}
