import { delays, type AuthStrategy, type LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage } from '../transport/api-error';
import { createFlowKit, type Flow } from './create-flow-kit';

/** Steps of the login wizard (spec 000 §2.2); this release drives preLogin, password, SSO redirect, MFA hand-off and success. */
export type LoginStep =
  | 'preLogin'
  | 'magicLinkPreLoginSuccess'
  | 'loginWithSmsOtc'
  | 'loginWithQuickSmsOtc'
  | 'loginWithOtc'
  | 'loginWithPassword'
  | 'loginWithTwoFactor'
  | 'redirectToSSO'
  | 'loginWithSSOFailed'
  | 'success'
  | 'forceTwoFactor'
  | 'recoverTwoFactor'
  | 'promptPasskeys'
  | 'breachedPassword'
  | 'breachedPasswordSuccess';

/** State of the login flow. */
export interface LoginFlowState {
  step: LoginStep;
  email: string;
  loading: boolean;
  error?: string;
  /** Where the SSO pre-login sends the user (step redirectToSSO). */
  ssoAddress?: string;
  /** The login answer kept for the MFA screens (step loginWithTwoFactor). */
  mfa?: LoginResponse;
}

/** The login wizard: state plus actions. */
export interface LoginFlow extends Flow<LoginFlowState> {
  /** Pre-login with the email: SSO redirect, or the step the auth strategy calls for. */
  preLogin(email: string): Promise<void>;
  /** Password login; the email defaults to the one given at pre-login. */
  login(input: { password: string; email?: string }): Promise<void>;
  /** Back to the email step (e.g. "use another email"). */
  reset(): void;
}

/** Step after a pre-login without SSO, by the policy's main strategy (spec 000 §4.1.1). */
export function stepForStrategy(strategy: AuthStrategy): LoginStep {
  switch (strategy) {
    case 'EmailAndPassword':
      return 'loginWithPassword';
    default:
      // Code, MagicLink and SmsCode get their own steps with issue 4; until then the password step is the default.
      return 'loginWithPassword';
  }
}

/** Creates the login flow of spec 000 §2.2 / §4.1 over a client. */
export function createLoginFlow(client: GatehouseClient): LoginFlow {
  const { store, later, dispose } = createFlowKit<LoginFlowState>({ step: 'preLogin', email: '', loading: false }, client.clock);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    async preLogin(email) {
      const trimmed = email.trim();
      store.setState({ email: trimmed, loading: true, error: undefined });
      let address: string | undefined;
      try {
        address = (await client.api.ssoPrelogin({ body: { email: trimmed } })).address;
      } catch {
        // No SSO for this address (or pre-login unavailable): fall through to the local strategy (§4.1.1).
      }
      if (address) {
        store.setState({ step: 'redirectToSSO', ssoAddress: address, loading: false });
        // The identity provider is another site: always a full navigation, after the §9 SSO delay.
        later(() => client.location.assign(address), delays.ssoRedirect);
        return;
      }
      store.setState({ step: stepForStrategy(client.config.getState().authStrategy), loading: false });
    },
    async login({ password, email }) {
      const address = (email ?? store.getState().email).trim();
      store.setState({ email: address, loading: true, error: undefined });
      try {
        const invitationToken = client.getQueryParam('invitationToken') ?? undefined;
        const response = await client.api.login({ body: { email: address, password, invitationToken } });
        if (response.mfaRequired && response.mfaToken) {
          // §4.1.2: no session yet; the MFA screens continue with this answer.
          store.setState({ step: 'loginWithTwoFactor', mfa: response, loading: false });
          return;
        }
        const user = await client.completeLogin(response);
        if (!user) throw new Error('The login answer carried no access token');
        store.setState({ step: 'success', loading: false });
        // §4.1.7: redirect to the saved target after 200 ms.
        later(() => client.redirectAfterAuth(), delays.postLoginRedirect);
      } catch (error) {
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
    reset() {
      dispose();
      store.setState({ step: 'preLogin', loading: false, error: undefined, ssoAddress: undefined, mfa: undefined });
    },
  };
}
