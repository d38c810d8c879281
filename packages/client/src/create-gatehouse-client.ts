import { defaultRoutes, delays, storageKeys } from '@gatehouse/contracts';
import { resolveRedirectUrl } from '@gatehouse/core';
import type { GatehouseClientOptions, RequestSource, Routes } from './client-options';
import { createEmitter } from './create-emitter';
import { browserLocation, browserStorage, systemClock } from './environment';
import type { GatehouseClient } from './gatehouse-client';
import { createFeatureFlagsStore, isFeatureFlagOn, loadFeatureFlags } from './feature-flags';
import { createHostedLogin, type HostedLogin } from './hosted/hosted-login';
import type { GatehouseEvents } from './gatehouse-events';
import { lazyPreviewFetch } from './preview/lazy-preview-fetch';
import { createPublicConfigStore, loadPublicConfig } from './public-config';
import { readQueryParam } from './read-query-param';
import { createSession } from './session/create-session';
import { continueWithSecondFactor } from './phones/login-handoff';
import { createTabTenant } from './session/tab-tenant';
import { createApi } from './transport/create-api';
import { createTransport } from './transport/create-transport';

/** Error raised when no base URL is given (spec 000 §1: "startup raises an error"). */
export const MISSING_BASE_URL_MESSAGE = 'Gatehouse: baseUrl is required (the address of your Gatehouse server)';

/** Creates the framework-agnostic Gatehouse client; every browser dependency can be injected. */
export function createGatehouseClient(options: GatehouseClientOptions): GatehouseClient {
  const preview = options?.preview ? (options.preview === true ? {} : options.preview) : undefined;
  if (!preview && (typeof options?.baseUrl !== 'string' || options.baseUrl.trim() === '')) throw new Error(MISSING_BASE_URL_MESSAGE);
  const baseUrl = (options.baseUrl ?? '').trim();

  const location = options.location ?? browserLocation();
  const storage = options.storage ?? browserStorage('localStorage');
  const sessionStorage = options.sessionStorage ?? browserStorage('sessionStorage');
  const clock = options.clock ?? systemClock;
  const routes: Routes = { ...defaultRoutes, ...stripUndefined(options.routes ?? {}) };
  // Preview mode is only a transport: the same client, flows and screens, answered in the browser.
  const fetchFn: typeof fetch = preview
    ? lazyPreviewFetch({ ...preview, clock })
    : (options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  let requestSource: RequestSource | undefined = options.requestSource;
  let navigator = options.navigate;
  let initPromise: Promise<void> | null = null;
  // The public configuration's load, started by init(): the login box waits for it before choosing a strategy.
  let configLoad: Promise<void> | null = null;

  // The session is created after the transport, which reads the token through this late-bound getter.
  let getToken: () => string | undefined = () => undefined;
  const request = createTransport({
    baseUrl,
    fetch: fetchFn,
    location,
    getAccessToken: () => getToken(),
    getRequestSource: () => requestSource,
    framework: options.framework,
    sdkVersion: options.sdkVersion,
    tenantResolver: options.tenantResolver,
  });
  const api = createApi(request);
  const entitlementsEnabled = options.entitlements?.enabled === true;
  // Late-bound like the token getter: the hosted mode reads the session's refresh token, the session renews through it.
  let hosted: HostedLogin | undefined;
  const tabTenant = options.sessionPerTenant ? createTabTenant(sessionStorage) : undefined;
  const session = createSession({
    api,
    storage,
    clock,
    entitlementsEnabled,
    tabTenant,
    renew: options.hostedLogin ? () => hosted!.renew() : undefined,
    onSecondFactorDue: (answer) => continueWithSecondFactor(client, answer),
  });
  if (options.hostedLogin) {
    hosted = createHostedLogin(
      {
        api,
        baseUrl,
        location,
        storage,
        routes,
        currentRefreshToken: () => session.store.getState().user?.refreshToken ?? undefined,
      },
      options.hostedLogin,
    );
  }
  getToken = session.getAccessToken;
  const config = createPublicConfigStore();
  const flags = createFeatureFlagsStore();

  const client: GatehouseClient = {
    api,
    request,
    session: session.store,
    config,
    flags,
    entitlementsEnabled,
    hosted,
    events: createEmitter<GatehouseEvents>(),
    baseUrl,
    routes,
    location,
    storage,
    sessionStorage,
    clock,
    init() {
      initPromise ??= Promise.all([
        hosted?.isCallback() ? completeHostedCallback(hosted) : session.refresh(),
        (configLoad = loadPublicConfig(api, config)),
        loadFeatureFlags(api, flags),
      ]).then(() => undefined);
      return initPromise;
    },
    configReady: () => configLoad ?? Promise.resolve(),
    refresh: session.refresh,
    loadEntitlements: session.loadEntitlements,
    loadFeatureFlags: () => loadFeatureFlags(api, flags),
    isFeatureFlagOn: (name) => isFeatureFlagOn(flags.getState().flags, name),
    completeLogin: session.completeLogin,
    switchTenant: session.switchTenant,
    async logout() {
      if (!hosted) return session.logout();
      // Hosted mode: the server ends the session (and its cookie) and sends the browser back (wire-compat §2.4).
      storage.removeItem(storageKeys.userId);
      session.clear();
      location.assign(hosted.logoutUrl());
    },
    async silentLogout(callback, delayMs = delays.silentLogout) {
      await session.logout();
      if (callback) clock.setTimeout(callback, delayMs);
    },
    clearSession: () => session.clear(),
    getAccessToken: session.getAccessToken,
    setRequestSource(source) {
      requestSource = source;
    },
    navigate(url) {
      if (navigator) navigator(url);
      else location.assign(url);
    },
    setNavigator(next) {
      navigator = next;
    },
    getQueryParam: (name) => readQueryParam(location, name),
    setAfterAuthRedirect(url) {
      storage.setItem(storageKeys.afterAuthRedirect, url);
    },
    resolveAfterAuthRedirect() {
      const requested = readQueryParam(location, 'redirectUrl') ?? storage.getItem(storageKeys.afterAuthRedirect);
      // Spec 000 §2.1: honoured only when the redirect rule allows it; a refusal is reported on the console.
      const { url, warning } = resolveRedirectUrl(requested, routes.authenticatedUrl, {
        currentOrigin: location.origin,
        allowedOrigins: options.allowedRedirectOrigins ?? [],
        restrictRedirects: options.restrictRedirects !== false,
      });
      if (warning) console.warn(`Gatehouse: ${warning}`);
      return url;
    },
    redirectAfterAuth() {
      const url = client.resolveAfterAuthRedirect();
      storage.removeItem(storageKeys.afterAuthRedirect);
      client.navigate(url);
    },
    dispose: session.dispose,
  };
  /** The /oauth/callback page: exchange the code, start the session, go where the sign-in was meant to lead. */
  async function completeHostedCallback(h: HostedLogin): Promise<boolean> {
    try {
      if (!(await session.completeLogin(await h.exchangeCallback()))) return false;
      client.redirectAfterAuth();
      return true;
    } catch (error) {
      session.clear(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  return client;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
