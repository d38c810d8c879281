import type { BodyOf, endpoints } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import { errorMessage } from '../transport/api-error';
import { createFlowKit, type Flow } from './create-flow-kit';

/** Steps of the sign-up wizard (spec 000 §2.3). */
export type SignUpStep = 'SignUp' | 'SignUpSuccess';

/** What the sign-up form sends (the contracts signUp body). */
export type SignUpInput = BodyOf<typeof endpoints.signUp>;

/** State of the sign-up flow. */
export interface SignUpFlowState {
  step: SignUpStep;
  loading: boolean;
  error?: string;
  /** The address the activation email went to (step SignUpSuccess). */
  email?: string;
}

/** The sign-up wizard: state plus actions. */
export interface SignUpFlow extends Flow<SignUpFlowState> {
  signUp(input: SignUpInput): Promise<void>;
}

/** Creates the sign-up flow of spec 000 §4.2 over a client. */
export function createSignUpFlow(client: GatehouseClient): SignUpFlow {
  const { store, dispose } = createFlowKit<SignUpFlowState>({ step: 'SignUp', loading: false }, client.clock);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dispose,
    async signUp(input) {
      store.setState({ loading: true, error: undefined });
      const invitationToken = input.invitationToken ?? client.getQueryParam('invitationToken') ?? undefined;
      try {
        const result = await client.api.signUp({ body: { ...input, invitationToken } });
        // §4.2: only a sign-up that did not come from an invitation is a new customer.
        if (!invitationToken) {
          client.events.emit('signup_completed', {
            userId: result.userId,
            tenantId: result.tenantId,
            email: input.email,
            name: input.name,
            companyName: input.companyName,
            shouldActivate: result.shouldActivate,
          });
        }
        if (result.shouldActivate || !result.authResponse) {
          store.setState({ step: 'SignUpSuccess', loading: false, email: input.email });
          return;
        }
        const user = await client.completeLogin(result.authResponse);
        store.setState({ loading: false });
        // Signed in at once: home; a token-less answer (MFA…) continues at the login route (§4.2).
        client.navigate(user ? client.routes.authenticatedUrl : client.routes.loginUrl);
      } catch (error) {
        // §4.2: a sign-up failure clears tokens and shows the error.
        client.clearSession();
        store.setState({ loading: false, error: errorMessage(error) });
      }
    },
  };
}
