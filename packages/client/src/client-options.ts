import type { defaultRoutes } from '@gatehouse/contracts';
import type { HostedLoginOptions } from './hosted/hosted-login';
import type { PreviewOptions } from './preview/preview-options';

/** The subset of the Web Storage API the client uses (localStorage, sessionStorage or a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The subset of window.location the client reads and navigates with. */
export interface LocationLike {
  readonly href: string;
  readonly origin: string;
  readonly search: string;
  /** Read for hash-strategy routes (`#/account/activate?token=…`). */
  readonly hash?: string;
  assign(url: string): void;
}

/** Time source and timers, injectable so refresh schedules and UI delays are testable. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Host frameworks the server recognises in `x-frontegg-framework` (spec 000 §1). */
export type Framework = 'nextjs' | 'react' | 'angular' | 'vuejs' | 'flutter' | 'ios' | 'android' | 'vanillajs';

/** Values of the `frontegg-source` header (spec 000 §1). */
export type RequestSource = 'admin-portal' | 'login-box';

/** Gives the tenant alias sent as `frontegg-login-alias` (wire-compat §1.3 #8). */
export type TenantResolver = () => { tenant?: string | null } | null | undefined;

/** The auth route table (spec 000 §2.1). */
export type Routes = { [K in keyof typeof defaultRoutes]: string };

/** Entitlement loading (wire-compat §2.16 `entitlementsOptions`). */
export interface EntitlementsOptions {
  /** Load the user's entitlement set with the session (after login and every refresh); off unless true. */
  enabled: boolean;
}

/** Options of createGatehouseClient; everything environmental is injectable for tests. */
export interface GatehouseClientOptions {
  /** Address of the Gatehouse server; the API is served at its root. Required (spec 000 §1) unless `preview` is on. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where `userId` and the after-login redirect are kept (default: localStorage). */
  storage?: StorageLike;
  /** Tab-scoped storage (default: sessionStorage). */
  sessionStorage?: StorageLike;
  location?: LocationLike;
  framework?: Framework;
  sdkVersion?: string;
  requestSource?: RequestSource;
  tenantResolver?: TenantResolver;
  /** Extra origins a `redirectUrl` may point at when restriction is on (spec 000 §2.1). */
  allowedRedirectOrigins?: string[];
  /** Restrict `redirectUrl` to the current and allowed origins; on unless set to false (open-redirect safety). */
  restrictRedirects?: boolean;
  routes?: Partial<Routes>;
  clock?: Clock;
  /** In-app navigation (a router's push); defaults to location.assign. */
  navigate?: (url: string) => void;
  /** Load entitlements with the session so hooks can check features and permissions locally (spec 000 §4.8). */
  entitlements?: EntitlementsOptions;
  /**
   * Hosted login (spec 000 §4.7): sign-in happens in the login box the Gatehouse server hosts, through the
   * code flow with PKCE S256; the session renews with the refresh_token grant or silent authorize.
   */
  hostedLogin?: HostedLoginOptions;
  /**
   * Session per tenant (spec 000 §4.7): each browser tab keeps its own tenant in sessionStorage
   * (FRONTEGG_SEPARATE_TABS_BY_TENANT) and refreshes into it, so two tabs can hold two tenants.
   */
  sessionPerTenant?: boolean;
  /**
   * Preview mode (spec 000 §1): every call is answered in the browser from simulated data after 500 ms, no server
   * needed; `fetch` is then not used. The handlers load on the first call (docs/preview-mode.md).
   */
  preview?: boolean | PreviewOptions;
}
