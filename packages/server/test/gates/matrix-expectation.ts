import type { Access } from '@gatehouse/contracts';
import { hasPermission } from '@gatehouse/core';
import type { MatrixCaller } from './matrix-callers';

/** How one case is sent: as is, with a bad Origin, or with the other tenant's ids in place of the caller's own. */
export type MatrixVariant = 'plain' | 'foreign origin' | 'no origin' | 'foreign path ids' | 'foreign input ids';

/** An answer as the matrix judges it. */
export interface MatrixAnswer {
  status: number;
  text: string;
  /** Set-Cookie values the answer carries. */
  cookies: string[];
}

/** What a case must answer: words for the failure message, and the test. */
export interface MatrixExpectation {
  text: string;
  /** Whether the caller gets past the route's access check (then its input is judged, e.g. foreign ids). */
  reaches: boolean;
  accepts(answer: MatrixAnswer, refreshCookieName: string): boolean;
}

const statusIn = (...statuses: number[]): MatrixExpectation => ({
  text: statuses.join(' or '),
  reaches: false,
  accepts: (a) => statuses.includes(a.status),
});

/** Reached: 2xx, or a 4xx about the input or the resource, never "who are you" (401) or "not allowed" (403). */
const allowed = (text = 'allowed (2xx, or a 4xx other than 401/403)'): MatrixExpectation => ({
  text,
  reaches: true,
  accepts: (a) => a.status < 500 && a.status !== 401 && a.status !== 403,
});

/** A cookie route called without a valid refresh cookie may answer harmlessly (logout is idempotent) but must start no session. */
const noSession: MatrixExpectation = {
  text: '401, or an answer that starts no session',
  reaches: false,
  accepts: (a, cookieName) =>
    a.status === 401 ||
    (a.status < 500 &&
      !/"accessToken"\s*:/.test(a.text) &&
      !a.cookies.some((c) => c.startsWith(`${cookieName}=`) && !c.startsWith(`${cookieName}=;`))),
};

/**
 * The policy, written from the declarations alone (never from the handlers): what a caller must get
 * from a route declared with `access`, sent as `variant`.
 */
export function matrixExpectation(
  access: Access,
  caller: MatrixCaller,
  variant: MatrixVariant,
  ignoresForeignIds = false,
): MatrixExpectation {
  // Cookie-carried credentials are CSRF-prone: a foreign or missing Origin is refused (ASVS 4.2.2).
  if (variant === 'foreign origin' || variant === 'no origin') return statusIn(403);
  // Another tenant's object in the path: not found (or forbidden), never served (ASVS 4.2.1).
  if (variant === 'foreign path ids') return statusIn(404, 403);
  if (variant === 'foreign input ids')
    return ignoresForeignIds ? allowed('refused, or answered without the foreign id taking effect') : statusIn(400, 403, 404, 409, 422);
  const signedIn = caller.credential === 'session';
  switch (access.kind) {
    case 'public':
      return allowed('not 401/403 (public route)');
    case 'cookie':
      return signedIn ? allowed() : noSession;
    case 'user':
      if (!signedIn) return statusIn(401);
      if (access.permission && !hasPermission(caller.user!.permissions, access.permission)) return statusIn(403);
      return allowed();
    case 'vendor':
      // Only a vendor token passes; user tokens, cookies and API keys are all "who are you".
      return caller.credential === 'vendor' ? allowed() : statusIn(401);
    case 'apiToken':
      // Only an API token passes, and only with the permission the route names (decision 0017).
      if (caller.credential !== 'apiToken') return statusIn(401);
      if (access.permission && !hasPermission(caller.permissions ?? [], access.permission)) return statusIn(403);
      return allowed();
  }
}
