import type { LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import type { Store } from '../store';
import { errorMessage } from '../transport/api-error';

/** The feature flag of the security-center login flows (spec 000 §9). */
export const LOGIN_FLOWS_FLAG = 'security-center-show-login-flows';

/**
 * Whether a password answer stops at the breached-password step (spec 000 §4.1 step 7): the
 * password is breached and either the server withheld the session (it does so while the flag is
 * on) or the flag is on here.
 */
export const isBreachedPasswordStop = (client: GatehouseClient, response: LoginResponse): boolean =>
  response.isBreachedPassword === true && (!response.accessToken || client.isFeatureFlagOn(LOGIN_FLOWS_FLAG));

/** The breached-password step's action. */
export interface BreachedPasswordActions {
  /** Mails a reset link to the email of the sign-in (step breachedPassword → breachedPasswordSuccess). */
  resetBreachedPassword(): Promise<void>;
}

/** What the action reads and writes of the login state. */
interface BreachedState {
  step: string;
  email: string;
  loading: boolean;
  error?: string;
}

/** The breached-password action over the login flow's store. */
export function breachedPasswordActions<S extends BreachedState>(client: GatehouseClient, store: Store<S>): BreachedPasswordActions {
  return {
    async resetBreachedPassword() {
      store.setState({ loading: true, error: undefined } as Partial<S>);
      try {
        // The single-user form of the breached-password reset is the forgot-password call (spec 000 §7.3).
        await client.api.forgotPassword({ body: { email: store.getState().email } });
        store.setState({ step: 'breachedPasswordSuccess', loading: false } as Partial<S>);
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) } as Partial<S>);
      }
    },
  };
}
