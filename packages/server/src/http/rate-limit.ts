import type { Config } from '../config/config-schema';
import { fail } from '../kernel/app-error';
import type { Clock } from '../kernel/clock';
import { memoryRateLimiter, type RateLimiter } from '../kernel/rate-limiter';

/**
 * What a route's calls are counted against, per client IP always:
 * - `cred`: every check of a password, code, token or secret (one budget per IP, shared by all of them);
 * - `webauthn`: ceremonies that hand out a challenge (passkey prelogin and registration start; SSO pre-login and
 *   connection tests, which store a sign-in request);
 * - `oauth-token`: the token endpoint's grants (machine traffic: a multiple of the credential budget), and per client id;
 * - `api-token`: the exchange of an API-token client credential, and per client id.
 */
export type RateLimitBucket = 'cred' | 'webauthn' | 'oauth-token' | 'api-token';

/**
 * A route's declared limit. `target` names a second key from the validated input (the client id a
 * token request names): counted on the bucket's own per-target limiter once the IP has passed, and
 * not at all when it answers undefined. Only buckets with a per-target limiter take one.
 */
export type RateLimit<I = never> =
  { bucket: 'cred' | 'webauthn' } | { bucket: 'oauth-token' | 'api-token'; target?: (input: I) => string | undefined };

/** The limiters behind each bucket (keys `${bucket}:${ip}` and `${bucket}:${target}`). */
export type RateLimiters = Record<RateLimitBucket, { ip: RateLimiter; target?: RateLimiter }>;

/**
 * Builds the buckets. `cred` and `webauthn` share the credential limiter (a cluster worker's one is kept by
 * the primary, so the budget holds across workers); the token buckets are counted in this process: their IP
 * budget is five times the credential one (machines behind one address), per client id fifty times for OAuth
 * applications (every refresh of every user) and the credential budget for an API-token credential.
 */
export function createRateLimiters(clock: Clock, config: Pick<Config, 'ipLoginAttemptsPerMinute'>, credentials: RateLimiter): RateLimiters {
  const perMinute = config.ipLoginAttemptsPerMinute;
  const perMinuteTimes = (n: number) => memoryRateLimiter(clock, perMinute * n, 60_000);
  return {
    cred: { ip: credentials },
    webauthn: { ip: credentials },
    'oauth-token': { ip: perMinuteTimes(5), target: perMinuteTimes(50) },
    'api-token': { ip: perMinuteTimes(5), target: perMinuteTimes(1) },
  };
}

/**
 * Counts one request against `bucket`: the IP first, then the target (only when the IP passed).
 * Answers which key is over its limit, or undefined when the request may go on.
 */
export async function countRequest(
  limiters: RateLimiters,
  bucket: RateLimitBucket,
  ip: string,
  target?: string,
): Promise<'ip' | 'target' | undefined> {
  const { ip: perIp, target: perTarget } = limiters[bucket];
  if (!(await perIp.hit(`${bucket}:${ip}`))) return 'ip';
  if (target !== undefined && perTarget && !(await perTarget.hit(`${bucket}:${target}`))) return 'target';
  return undefined;
}

/** Applies a route's declared limit: `request.rate_limited` (429) past it. */
export async function enforceRateLimit<I>(limiters: RateLimiters, limit: RateLimit<I>, ip: string, input: I): Promise<void> {
  const target = 'target' in limit ? limit.target?.(input) : undefined;
  if (await countRequest(limiters, limit.bucket, ip, target)) throw fail('request.rate_limited');
}
