import type { LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import type { Store } from '../store';
import { errorMessage } from '../transport/api-error';
import { isPasskeyCancellation, registerPasskey, signInWithPasskey } from './passkey-ceremonies';
import { DONT_SHOW_PASSKEYS_PROMPT_KEY } from './passkey-storage';

/** The login wizard's passkey actions (spec 000 §2.2 promptPasskeys, wire-compat §2.12). */
export interface PasskeyLoginActions {
  /** Signs in with a passkey; `autofill` waits for a pick in the email field's suggestions (conditional UI). */
  loginWithPasskey(options?: { autofill?: boolean }): Promise<void>;
  /** Step promptPasskeys: registers a passkey now, then continues to the application. */
  registerPasskeyNow(): Promise<void>;
  /** Step promptPasskeys: continues without a passkey; `dontShowAgain` stops the prompt on this browser. */
  skipPasskeys(dontShowAgain?: boolean): void;
}

/** What the passkey actions need from the login flow. */
interface LoginFlowParts {
  store: Store<{ email: string; loading: boolean; error?: string }>;
  /** Finishes a sign-in from a login answer (user merge, success, redirect). */
  signedIn(response: LoginResponse): Promise<void>;
  /** Leaves the prompt for the application (success, redirect). */
  proceed(): void;
}

/** Builds the passkey actions over the login flow's store. */
export function passkeyLoginActions(client: GatehouseClient, flow: LoginFlowParts): PasskeyLoginActions {
  const { store } = flow;
  return {
    async loginWithPasskey({ autofill = false } = {}) {
      // An autofill request waits silently in the background: it must not show a spinner.
      if (!autofill) store.setState({ loading: true, error: undefined });
      try {
        const response = await signInWithPasskey(client, { autofill, email: store.getState().email || undefined });
        store.setState({ loading: true, error: undefined });
        await flow.signedIn(response);
      } catch (error) {
        if (isPasskeyCancellation(error)) {
          if (!autofill) store.setState({ loading: false });
          return;
        }
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
    async registerPasskeyNow() {
      store.setState({ loading: true, error: undefined });
      try {
        await registerPasskey(client);
        flow.proceed();
      } catch (error) {
        store.setState({
          loading: false,
          error: isPasskeyCancellation(error) ? 'The passkey was not created. Try again, or continue without one.' : errorMessage(error),
        });
      }
    },
    skipPasskeys(dontShowAgain = false) {
      if (dontShowAgain) client.storage.setItem(DONT_SHOW_PASSKEYS_PROMPT_KEY, 'true');
      flow.proceed();
    },
  };
}
