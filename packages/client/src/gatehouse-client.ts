import type { LoginResponse, UserEntitlementsContext } from '@gatehouse/contracts';
import type { Clock, LocationLike, RequestSource, Routes, StorageLike } from './client-options';
import type { Emitter } from './create-emitter';
import type { HostedLogin } from './hosted/hosted-login';
import type { FeatureFlagsState } from './feature-flags';
import type { GatehouseEvents } from './gatehouse-events';
import type { PublicConfigState } from './public-config';
import type { SessionState, SessionUser } from './session/session-state';
import type { Store } from './store';
import type { GatehouseApi } from './transport/create-api';
import type { RequestFn } from './transport/create-transport';

/** The framework-agnostic Gatehouse browser SDK returned by createGatehouseClient. */
export interface GatehouseClient {
  /** Typed calls, one per contracts endpoint (`client.api.login({ body })`). */
  readonly api: GatehouseApi;
  /** The raw transport: any contracts endpoint with `{ body, query, params }`. */
  readonly request: RequestFn;
  /** Session store: status, user, tenants, activeTenant. */
  readonly session: Store<SessionState>;
  /** Public configuration store (sign-ups allowed, auth strategy, vendor name). */
  readonly config: Store<PublicConfigState>;
  /** Feature flags from `GET /flags`, loaded by init() (wire-compat §2.17). */
  readonly flags: Store<FeatureFlagsState>;
  /** Whether entitlements load with the session (option `entitlements.enabled`). */
  readonly entitlementsEnabled: boolean;
  /** The hosted-login mode, when the client was created with `hostedLogin`. */
  readonly hosted?: HostedLogin;
  /** Client events such as `signup_completed`. */
  readonly events: Emitter<GatehouseEvents>;
  /** Address of the Gatehouse server the API is served from (empty in preview mode): pages the browser opens there start from it. */
  readonly baseUrl: string;
  /** Auth routes: spec 000 §2.1 defaults with the host's overrides. */
  readonly routes: Routes;
  readonly location: LocationLike;
  readonly storage: StorageLike;
  readonly sessionStorage: StorageLike;
  readonly clock: Clock;
  /** Starts the session once: refresh from the cookie, public configuration and feature flags in parallel (wire-compat §2.18). */
  init(): Promise<void>;
  /** Resolves once the public configuration has loaded, or at once when init() has not started loading it. */
  configReady(): Promise<void>;
  /** Refreshes the session; false (and the user cleared) on any failure. */
  refresh(): Promise<boolean>;
  /**
   * Reloads the signed-in user's entitlement set (wire-compat §2.16) onto `session.user.entitlements`; resolves to
   * the set, or undefined when the load fails (the previous set stays). Throws EntitlementsDisabledError when
   * entitlements are not enabled.
   */
  loadEntitlements(): Promise<UserEntitlementsContext | undefined>;
  /** Reloads the feature flags (a failure is logged, the current flags stay). */
  loadFeatureFlags(): Promise<void>;
  /** True when the flag is exactly 'on' (wire-compat §2.17). */
  isFeatureFlagOn(name: string): boolean;
  /** Runs the user merge of wire-compat §1.13 on a login-like answer; null when it carries no access token. */
  completeLogin(response: LoginResponse): Promise<SessionUser | null>;
  /** Switches the active tenant, then refreshes so the token carries it. */
  switchTenant(tenantId: string): Promise<void>;
  /** Ends the session on the server (errors ignored) and locally. */
  logout(): Promise<void>;
  /**
   * Ends the session on the server and locally without navigating, then calls `callback` after
   * `delayMs` (spec 000 §4.7 silent logout; default 500 ms).
   */
  silentLogout(callback?: () => void, delayMs?: number): Promise<void>;
  /** Drops the local session without calling the server. */
  clearSession(): void;
  /** The current access token, if signed in. */
  getAccessToken(): string | undefined;
  /** Sets or clears the `frontegg-source` header value. */
  setRequestSource(source: RequestSource | undefined): void;
  /** Navigates (in-app when a navigator is set, else a full page load). */
  navigate(url: string): void;
  /** Replaces the in-app navigator (the React provider installs its router's push). */
  setNavigator(navigate: ((url: string) => void) | undefined): void;
  /** A query parameter of the page address (search, or the hash's query with the hash strategy). */
  getQueryParam(name: string): string | null;
  /** Remembers where to return after signing in (storage key FRONTEGG_AFTER_AUTH_REDIRECT_URL). */
  setAfterAuthRedirect(url: string): void;
  /** Where to go after signing in: `?redirectUrl=` or the remembered path, if the §2.1 rule allows, else authenticatedUrl. */
  resolveAfterAuthRedirect(): string;
  /** Navigates to resolveAfterAuthRedirect() and forgets the remembered path. */
  redirectAfterAuth(): void;
  /** Cancels timers (refresh schedule). */
  dispose(): void;
}
