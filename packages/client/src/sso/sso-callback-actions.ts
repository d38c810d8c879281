import { delays, type LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import type { Store } from '../store';
import { isApiError } from '../transport/api-error';
import { SOCIAL_INVITATION_KEY, SOCIAL_PROVIDER_KEY } from './social-providers';
import { takeQueryParams } from './take-query-params';

/** What a refused SSO or social sign-in shows when the server gave no message (the server's own wording). */
export const SSO_FAILED_MESSAGE = 'Failed to authenticate';

/** The login wizard's actions on the SSO and social callback routes (spec 000 §2.1, §4.1.9). */
export interface SsoCallbackActions {
  /** The SAML callback route: redeems the RelayState the server's assertion consumer service handed over. */
  loginWithSamlCallback(): Promise<void>;
  /** The OIDC redirect route: hands the identity provider's code and state to the server. */
  loginWithOidcCallback(): Promise<void>;
  /** The social success route: hands the provider's code and state to the server for the provider of this sign-in. */
  loginWithSocialCallback(): Promise<void>;
}

/** What the callbacks write of the login state. */
interface SsoCallbackState {
  step: string;
  loading: boolean;
  error?: string;
}

/** What the actions need from the login flow. */
interface LoginFlowParts<S extends SsoCallbackState> {
  store: Store<S>;
  /** Finishes a sign-in from a login answer with a session. */
  signedIn(response: LoginResponse): Promise<void>;
  /** Continues with the second factor a login answer asks for, as a password sign-in does. */
  secondFactor(response: LoginResponse): Promise<void>;
  /** Runs `callback` after `ms` unless the flow was disposed first. */
  later(callback: () => void, ms: number): void;
}

/** Builds the callback actions over the login flow's store. */
export function ssoCallbackActions<S extends SsoCallbackState>(client: GatehouseClient, flow: LoginFlowParts<S>): SsoCallbackActions {
  const { store } = flow;

  /** §4.1.9: the failure is shown, then the visitor is sent to the authenticated URL (which asks for a sign-in again). */
  const failed = (error?: unknown) => {
    if (error !== undefined && !isApiError(error)) console.error('Gatehouse:', error);
    const message = isApiError(error) && error.message ? error.message : SSO_FAILED_MESSAGE;
    store.setState({ step: 'loginWithSSOFailed', loading: false, error: message } as Partial<S>);
    flow.later(() => client.location.assign(client.routes.authenticatedUrl), delays.ssoFailureRedirect);
  };

  /** Posts the callback's values, unless the provider refused or the address lacks them, and follows the answer. */
  const complete = async (usable: boolean, post: () => Promise<LoginResponse>) => {
    if (!usable) return failed();
    store.setState({ loading: true, error: undefined } as Partial<S>);
    try {
      const response = await post();
      if (response.mfaRequired && response.mfaToken) await flow.secondFactor(response);
      else await flow.signedIn(response);
    } catch (error) {
      failed(error);
    }
  };

  return {
    async loginWithSamlCallback() {
      const { RelayState, error } = takeQueryParams(client, ['RelayState', 'error'] as const);
      await complete(!error && !!RelayState, () => client.api.samlPostlogin({ body: { RelayState: RelayState! } }));
    },
    async loginWithOidcCallback() {
      const { code, state, error } = takeQueryParams(client, ['code', 'state', 'error', 'error_description'] as const);
      // The redirect URI the sign-in started with: the server checks it against the connection's.
      const redirectUri = client.location.origin + client.routes.oidcRedirectUrl;
      await complete(!error && !!code && !!state, () =>
        client.api.oidcPostloginV2({ body: { code: code!, RelayState: state!, redirectUri } }),
      );
    },
    async loginWithSocialCallback() {
      const { code, state, error, provider } = takeQueryParams(client, [
        'code',
        'state',
        'error',
        'error_description',
        'provider',
      ] as const);
      // Apple's form post goes through the server, which names the provider; the others come back as they left.
      const remembered = client.sessionStorage.getItem(SOCIAL_PROVIDER_KEY);
      client.sessionStorage.removeItem(SOCIAL_PROVIDER_KEY);
      const name = provider ?? remembered ?? undefined;
      const invitationToken = client.getQueryParam('invitationToken') ?? client.sessionStorage.getItem(SOCIAL_INVITATION_KEY) ?? undefined;
      client.sessionStorage.removeItem(SOCIAL_INVITATION_KEY);
      await complete(!error && !!code && !!name, () =>
        client.api.socialPostlogin({ params: { provider: name! }, query: { code, state }, body: { invitationToken } }),
      );
    },
  };
}
