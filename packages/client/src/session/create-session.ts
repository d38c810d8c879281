import { delays, PROFILE_LOAD_ATTEMPTS, storageKeys, type LoginResponse, type UserEntitlementsContext } from '@gatehouse/contracts';
import { decodeToken, requireEntitlementsEnabled } from '@gatehouse/core';
import type { Clock, StorageLike } from '../client-options';
import { deepEqual } from '../deep-equal';
import { createStore, type Store } from '../store';
import { errorMessage, isApiError } from '../transport/api-error';
import type { GatehouseApi } from '../transport/create-api';
import { refreshDelay } from './refresh-delay';
import type { TabTenant } from './tab-tenant';
import { retry } from './retry';
import { initialSessionState, type SessionState, type SessionUser } from './session-state';

/** Default token lifetime when neither the answer nor the token says (spec 000 §9, OAuth default). */
const DEFAULT_EXPIRES_IN = 300;

/** What the session needs from the client. */
export interface SessionDeps {
  api: GatehouseApi;
  storage: StorageLike;
  clock: Clock;
  /** Load the entitlement set with every login and refresh (wire-compat §1.13, §2.16). */
  entitlementsEnabled?: boolean;
  /** Hosted login: how the session gets new tokens instead of the embedded cookie refresh (wire-compat §2.3). */
  renew?: () => Promise<LoginResponse>;
  /** Session per tenant (spec 000 §4.7): the tab's tenant, sent with every refresh. */
  tabTenant?: TabTenant;
  /** A refresh into a tenant answered with the MFA step (decision 0032): the login route takes it over. */
  onSecondFactorDue?: (answer: LoginResponse) => void;
}

/** The session machinery: token holder, user merge, refresh schedule, tenant switch and logout. */
export interface Session {
  store: Store<SessionState>;
  getAccessToken(): string | undefined;
  completeLogin(response: LoginResponse): Promise<SessionUser | null>;
  refresh(): Promise<boolean>;
  /** Reloads the entitlement set onto the signed-in user; undefined (previous set kept) when the load fails. */
  loadEntitlements(): Promise<UserEntitlementsContext | undefined>;
  switchTenant(tenantId: string): Promise<void>;
  logout(): Promise<void>;
  clear(error?: string): void;
  dispose(): void;
}

/** Creates the session of one client. */
export function createSession({
  api,
  storage,
  clock,
  entitlementsEnabled = false,
  renew,
  tabTenant,
  onSecondFactorDue,
}: SessionDeps): Session {
  const store = createStore<SessionState>(initialSessionState);
  let accessToken: string | undefined;
  let timer: unknown;
  let inflightRefresh: Promise<boolean> | null = null;
  // Bumped by clear/logout so an answer that arrives afterwards cannot sign the user back in.
  let epoch = 0;

  const cancelTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const clear = (error?: string) => {
    epoch += 1;
    accessToken = undefined;
    cancelTimer();
    store.setState({ status: 'unauthenticated', user: null, tenants: [], activeTenant: null, error });
  };

  const schedule = (expiresInSeconds: number) => {
    cancelTimer();
    timer = clock.setTimeout(() => {
      timer = undefined;
      void refresh();
    }, refreshDelay(expiresInSeconds));
  };

  // Wire-compat §2.16: the previous set is kept when the new one is deep-equal, so subscribers see no change.
  const stableEntitlements = (next: UserEntitlementsContext | undefined): UserEntitlementsContext | undefined => {
    const previous = store.getState().user?.entitlements;
    return next !== undefined && previous !== undefined && deepEqual(previous, next) ? previous : next;
  };

  // Errors are swallowed: a failed load leaves the set undefined and the sign-in goes on (wire-compat §2.16).
  const fetchEntitlements = (): Promise<UserEntitlementsContext | undefined> =>
    api.userEntitlements().then(
      (set) => set,
      () => undefined,
    );

  const completeLogin = async (response: LoginResponse): Promise<SessionUser | null> => {
    // No token (MFA pending, activation pending…): nothing is loaded and no session exists (wire-compat §1.13).
    if (!response.accessToken) return null;
    const started = epoch;
    accessToken = response.accessToken;
    let claims: Record<string, unknown> = {};
    try {
      claims = decodeToken<Record<string, unknown>>(response.accessToken);
    } catch {
      // An opaque token is still a bearer token; the profile below carries what the UI needs.
    }
    let loaded;
    try {
      loaded = await Promise.all([
        // Spec 000 §4.7: the profile load retries 3 times, 2000 ms apart.
        retry(() => api.getMe(), PROFILE_LOAD_ATTEMPTS, delays.profileRetryInterval, clock),
        api.getMeTenants(),
        entitlementsEnabled ? fetchEntitlements() : Promise.resolve(undefined),
      ]);
    } catch (error) {
      if (started === epoch) accessToken = undefined;
      throw error;
    }
    if (started !== epoch) return null;
    const [me, tenants, fetched] = loaded;
    const exp = typeof claims.exp === 'number' ? claims.exp - clock.now() / 1000 : undefined;
    const expiresIn = response.expiresIn ?? exp ?? DEFAULT_EXPIRES_IN;
    const user = { ...response, ...claims, ...me, accessToken: response.accessToken, expiresIn } as SessionUser;
    // Session per tenant: the tab holds the token's tenant, whatever /me calls active (wire-compat §1.13).
    if (tabTenant && typeof claims.tenantId === 'string') {
      user.tenantId = claims.tenantId;
      tabTenant.set(claims.tenantId);
    }
    if (entitlementsEnabled) user.entitlements = stableEntitlements(fetched);
    store.setState({
      status: 'authenticated',
      user,
      tenants: tenants.tenants ?? [],
      // Session per tenant: the tab's tenant is the active one, not the account-wide choice.
      activeTenant: (tabTenant && tenants.tenants?.find((t) => t.tenantId === user.tenantId)) || (tenants.activeTenant ?? null),
      error: undefined,
    });
    storage.setItem(storageKeys.userId, user.id);
    schedule(expiresIn);
    return user;
  };

  /** The embedded refresh, naming the tab's tenant; a tenant the user left is forgotten and the refresh asked once more. */
  const refreshForTab = async (): Promise<LoginResponse> => {
    const tenantId = tabTenant?.get() ?? null;
    try {
      return await api.refreshToken({ body: { tenantId } });
    } catch (error) {
      if (!tenantId || !isApiError(error) || error.status !== 403) throw error;
      tabTenant!.clear();
      return api.refreshToken({ body: { tenantId: null } });
    }
  };

  const refresh = (): Promise<boolean> => {
    inflightRefresh ??= (async () => {
      try {
        // The refresh token travels in the HttpOnly cookie; the body only names the tab tenant (wire-compat §2.3).
        let response = renew ? await renew() : await refreshForTab();
        if (!response.accessToken && response.mfaRequired && response.mfaToken) {
          // The tenant asked for forces a second factor this session has not proven (decision 0032): the server
          // left the session where it was, so the user stays signed in there and the MFA step is offered.
          const current = store.getState().user;
          if (current) {
            if (tabTenant && current.tenantId) tabTenant.set(current.tenantId);
            onSecondFactorDue?.(response);
            return false;
          }
          // No session in this tab yet (a reload mid-switch): start where the session is.
          tabTenant?.clear();
          response = await api.refreshToken({ body: { tenantId: null } });
        }
        if (await completeLogin(response)) return true;
        clear();
        return false;
      } catch (error) {
        // Spec 000 §4.7: a refresh failure clears the user. 401/403 just mean "no session", not a fault.
        const quiet = isApiError(error) && (error.status === 401 || error.status === 403);
        clear(quiet ? undefined : errorMessage(error));
        return false;
      } finally {
        inflightRefresh = null;
      }
    })();
    return inflightRefresh;
  };

  return {
    store,
    getAccessToken: () => accessToken,
    completeLogin,
    refresh,
    async loadEntitlements() {
      requireEntitlementsEnabled(entitlementsEnabled);
      const started = epoch;
      const fetched = await fetchEntitlements();
      const user = store.getState().user;
      if (fetched === undefined || started !== epoch || !user) return undefined;
      const entitlements = stableEntitlements(fetched);
      if (entitlements !== user.entitlements) store.setState({ user: { ...user, entitlements } });
      return entitlements;
    },
    async switchTenant(tenantId) {
      if (tabTenant) {
        // Session per tenant: only this tab moves; the refresh names the tenant (wire-compat §2.3).
        tabTenant.set(tenantId);
        await refresh();
        return;
      }
      try {
        await api.switchTenant({ body: { tenantId } });
      } catch (error) {
        store.setState({ error: errorMessage(error) });
        throw error;
      }
      // The new access token and /me carry the new tenant (wire-compat §2.15).
      await refresh();
    },
    async logout() {
      cancelTimer();
      try {
        await api.logout();
      } catch {
        // Wire-compat §2.4: logout errors are ignored; the local session ends regardless.
      }
      storage.removeItem(storageKeys.userId);
      tabTenant?.clear();
      clear();
    },
    clear,
    dispose: cancelTimer,
  };
}
