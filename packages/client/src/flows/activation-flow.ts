import { delays, type ErrorCode, type LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage, isApiError } from '../transport/api-error';
import { continueWithSecondFactor } from '../phones/login-handoff';
import { createFlowKit, type Flow } from './create-flow-kit';

/** Shown when the activation link lacks its userId or token (same words as the server's). */
export const INVALID_ACTIVATION_LINK_MESSAGE = 'The activation link is invalid or has expired';

/** The server's answer to an activation without a password for an account that has none. */
const PASSWORD_REQUIRED: ErrorCode = 'activation.password_required';

/** Steps of the activation wizard (spec 000 §2.3). */
export type ActivationStep = 'activating' | 'activatingForm' | 'success' | 'resend';

/** State of the activation flow. */
export interface ActivationFlowState {
  step: ActivationStep;
  loading: boolean;
  error?: string;
  /** True once a new activation email was requested from the resend step. */
  resent: boolean;
}

/** The activation wizard: state plus actions. */
export interface ActivationFlow extends Flow<ActivationFlowState> {
  /** Reads userId and token from the page address and activates, or shows the password form when the account has none (runs once). */
  start(): Promise<void>;
  /** Activates, with the password when the form asked for one. */
  activate(password?: string): Promise<void>;
  /** Sends the activation email again (step resend). */
  resend(email: string): Promise<void>;
}

/** Creates the activation flow of spec 000 §4.3 over a client. */
export function createActivationFlow(client: GatehouseClient): ActivationFlow {
  const { store, later, dispose } = createFlowKit<ActivationFlowState>({ step: 'activating', loading: false, resent: false }, client.clock);
  const userId = client.getQueryParam('userId');
  const token = client.getQueryParam('token');
  let started = false;

  const finish = async (response: LoginResponse) => {
    // The tenant's MFA policy asks for a second factor first (decision 0032): the login's MFA step takes over.
    if (!response.accessToken && response.mfaRequired && response.mfaToken) return continueWithSecondFactor(client, response);
    try {
      const user = await client.completeLogin(response);
      client.navigate(user ? client.routes.authenticatedUrl : client.routes.loginUrl);
    } catch (error) {
      // The account is active even if loading the profile failed: the user can sign in normally.
      errorMessage(error);
      client.navigate(client.routes.loginUrl);
    }
  };

  const activate = async (password?: string) => {
    if (!userId || !token) return;
    const fromForm = store.getState().step === 'activatingForm';
    store.setState({ loading: true, error: undefined });
    try {
      const response = await client.api.activate({ body: { userId, token, password } });
      store.setState({ step: 'success', loading: false });
      // §4.3: show success, wait 1 second, then sign in and redirect.
      later(() => void finish(response), delays.activationRedirect);
    } catch (error) {
      if (!fromForm && isApiError(error) && error.errorCode === PASSWORD_REQUIRED) {
        // The account has no password yet: the form asks for one (the token is still unused).
        store.setState({ step: 'activatingForm', loading: false });
        return;
      }
      store.setState({ step: fromForm ? 'activatingForm' : 'resend', loading: false, error: errorMessage(error) });
    }
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    async start() {
      if (started) return;
      started = true;
      if (!userId || !token) {
        store.setState({ step: 'resend', error: INVALID_ACTIVATION_LINK_MESSAGE });
        return;
      }
      // Activating straight away tells whether a password is needed, with the token in a POST body. The strategy
      // lookup (GET …/activate/strategy?token=) would put the link token in a URL, where proxy and access logs keep
      // it (docs/decisions/0010); the server keeps that route for reference clients only.
      await activate();
    },
    activate,
    async resend(email) {
      store.setState({ loading: true, error: undefined });
      try {
        await client.api.resendActivation({ body: { email: email.trim() } });
        store.setState({ loading: false, resent: true });
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
  };
}
