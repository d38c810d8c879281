import type { AccessTokenClaims, LoginResponse, Tenant, UserEntitlementsContext, UserProfile } from '@gatehouse/contracts';

type Merge<A, B> = Omit<A, keyof B> & B;

/** The signed-in user: `{ ...loginResponse, ...accessTokenClaims, ...me }` (wire-compat §1.13, later wins). */
export type SessionUser = Merge<Merge<LoginResponse, Partial<AccessTokenClaims>>, UserProfile> & {
  accessToken: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
  /**
   * The entitlement set (wire-compat §2.16), loaded with the session when entitlements are enabled;
   * undefined when they are off or the load failed. The same object is kept while the set is unchanged.
   */
  entitlements?: UserEntitlementsContext;
};

/** Where the session stands: loading until the first refresh answers (spec 000 §4.7). */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** State of the session store. */
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  tenants: Tenant[];
  activeTenant: Tenant | null;
  /** Message of the last unexpected session failure (not set for a plain "no session" 401/403). */
  error?: string;
}

/** The state before the first refresh has answered. */
export const initialSessionState: SessionState = { status: 'loading', user: null, tenants: [], activeTenant: null };
