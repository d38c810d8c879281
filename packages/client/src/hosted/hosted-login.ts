import { storageKeys, type LoginResponse, type TokenResponse } from '@gatehouse/contracts';
import type { LocationLike, Routes, StorageLike } from '../client-options';
import type { GatehouseApi } from '../transport/create-api';
import { randomAlphanumeric, s256Challenge, type CryptoLike } from './pkce';

/** Hosted login options (spec 000 §4.7): the application's registration at the Gatehouse server. */
export interface HostedLoginOptions {
  /** The application's client_id (registered with `npm run gatehouse -- oauth-clients create`). */
  clientId: string;
  /** Scopes asked for; default `openid email profile` (spec 000 §4.7). */
  scope?: string;
  /** Where the server may send the browser after logout; must be registered for the client. */
  postLogoutRedirectUri?: string;
  /** Web Crypto (default: globalThis.crypto). */
  crypto?: CryptoLike;
}

/** What the hosted mode needs from the client that owns it. */
export interface HostedLoginDeps {
  api: GatehouseApi;
  baseUrl: string;
  location: LocationLike;
  storage: StorageLike;
  routes: Routes;
  /** The refresh token of the current session, if one is held (wire-compat §1.6: in memory, from the last token response). */
  currentRefreshToken(): string | undefined;
}

/** Hosted login: the browser side of the code flow with PKCE S256 against the Gatehouse server's /oauth endpoints. */
export interface HostedLogin {
  /** Starts a sign-in: keeps verifier, state and nonce, then navigates to the server's authorize URL. */
  loginWithRedirect(options?: { prompt?: 'login' | 'none'; tenantId?: string }): Promise<void>;
  /** Whether the page is the callback of a hosted sign-in (a `code` or `error` at the redirect route). */
  isCallback(): boolean;
  /** Exchanges the callback's code for tokens; the login answer to start the session with. */
  exchangeCallback(): Promise<LoginResponse>;
  /** New tokens: the refresh_token grant when a refresh token is held, else silent authorize on the server's cookie. */
  renew(tenantId?: string | null): Promise<LoginResponse>;
  /** The server's logout URL (RP-initiated logout), for a full-page navigation. */
  logoutUrl(): string;
}

/** Raised when a callback cannot be accepted (state mismatch, an error from the server, a nonce mismatch). */
export class HostedLoginError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** The session's view of a token response: the ID token is the bearer token (wire-compat §2.14). */
export const loginResponseOf = (tokens: Partial<TokenResponse>): LoginResponse => ({
  accessToken: tokens.id_token,
  refreshToken: tokens.refresh_token,
  expiresIn: tokens.expires_in ?? 300,
  mfaRequired: false,
});

/** The payload of a JWT, without any check (the server checked it; we only compare the nonce). */
const payloadOf = (jwt: string | undefined): Record<string, unknown> => {
  try {
    const part = jwt?.split('.')[1] ?? '';
    return JSON.parse(
      atob(
        part
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(part.length / 4) * 4, '='),
      ),
    ) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** Creates the hosted mode of a client. */
export function createHostedLogin(deps: HostedLoginDeps, options: HostedLoginOptions): HostedLogin {
  const crypto = options.crypto ?? globalThis.crypto;
  const { storage, location, api } = deps;
  const base = deps.baseUrl.replace(/\/+$/, '');
  const redirectUri = () => `${location.origin}${deps.routes.hostedLoginRedirectUrl}`;
  const callbackParams = () => new URL(location.href).searchParams;
  const forget = () =>
    [storageKeys.hostedLoginVerifier, storageKeys.oauthState, storageKeys.oauthNonce].forEach((k) => storage.removeItem(k));

  return {
    async loginWithRedirect(opts = {}) {
      // A verifier of 64 characters (RFC 7636 allows 43–128); the nonce of 16 as the reference client sends.
      const verifier = randomAlphanumeric(crypto, 64);
      const state = randomAlphanumeric(crypto, 32);
      const nonce = randomAlphanumeric(crypto, 16);
      storage.setItem(storageKeys.hostedLoginVerifier, verifier);
      storage.setItem(storageKeys.oauthState, state);
      storage.setItem(storageKeys.oauthNonce, nonce);
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        scope: options.scope ?? 'openid email profile',
        redirect_uri: redirectUri(),
        code_challenge: await s256Challenge(crypto, verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(opts.prompt ? { prompt: opts.prompt } : {}),
        ...(opts.tenantId ? { tenantId: opts.tenantId } : {}),
      });
      location.assign(`${base}/oauth/authorize?${query}`);
    },

    isCallback() {
      const path = new URL(location.href).pathname;
      const params = callbackParams();
      return path === deps.routes.hostedLoginRedirectUrl && (params.has('code') || params.has('error'));
    },

    async exchangeCallback() {
      const params = callbackParams();
      const verifier = storage.getItem(storageKeys.hostedLoginVerifier);
      const state = storage.getItem(storageKeys.oauthState);
      const nonce = storage.getItem(storageKeys.oauthNonce);
      forget();
      // The state ties the answer to the request this tab made (RFC 6749 §10.12: no login CSRF).
      if (!state || params.get('state') !== state)
        throw new HostedLoginError('invalid_state', 'The sign-in answer does not match the request');
      const error = params.get('error');
      if (error) throw new HostedLoginError(error, params.get('error_description') ?? error);
      const code = params.get('code');
      if (!code || !verifier) throw new HostedLoginError('invalid_request', 'The sign-in answer has no code');
      const tokens = await api.oauthToken({
        body: { grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier, client_id: options.clientId },
      });
      if (payloadOf(tokens.id_token).nonce !== nonce)
        throw new HostedLoginError('invalid_nonce', 'The ID token was not issued for this sign-in');
      return loginResponseOf(tokens);
    },

    async renew(tenantId = null) {
      const refreshToken = deps.currentRefreshToken();
      const tokens = refreshToken
        ? await api.oauthToken({
            body: {
              grant_type: 'refresh_token',
              refresh_token: refreshToken,
              client_id: options.clientId,
              ...(tenantId ? { tenantId } : {}),
            },
          })
        : await api.oauthSilentAuthorize({ body: { tenantId, client_id: options.clientId } });
      return loginResponseOf(tokens);
    },

    logoutUrl() {
      const query = new URLSearchParams({
        client_id: options.clientId,
        ...(options.postLogoutRedirectUri ? { post_logout_redirect_uri: options.postLogoutRedirectUri } : {}),
      });
      return `${base}/oauth/logout?${query}`;
    },
  };
}
