/** Inputs of the redirectUrl rule (spec 000 §2.1). */
export interface RedirectUrlOptions {
  /** Origin of the page doing the redirect, e.g. window.location.origin. */
  currentOrigin: string;
  /** Further origins a redirect may go to when restriction is on. */
  allowedOrigins: string[];
  /** The "restrict redirect URLs" setting. */
  restrictRedirects: boolean;
}

/** Outcome of checkRedirectUrl: allowed, or refused with a human-readable reason. */
export type RedirectUrlVerdict = { allowed: true } | { allowed: false; reason: string };

const NAVIGABLE_SCHEMES = new Set(['http:', 'https:']);
const MAX_DECODE_ROUNDS = 5;
const ALLOWED: RedirectUrlVerdict = { allowed: true };

function refuse(reason: string): RedirectUrlVerdict {
  return { allowed: false, reason };
}

function tryUrl(value: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(value) : new URL(value, base);
  } catch {
    return null;
  }
}

function originOf(value: string): string | null {
  const url = tryUrl(value);
  return url && NAVIGABLE_SCHEMES.has(url.protocol) ? url.origin : null;
}

/** Percent-decodes repeatedly until stable, so a consumer that decodes once more cannot be steered elsewhere. */
function fullyDecoded(value: string): string {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function checkOne(value: string, current: string, allowed: ReadonlySet<string>, restrict: boolean): RedirectUrlVerdict {
  // Parse with the WHATWG URL parser, the one the browser uses to navigate: it strips tabs/newlines and leading
  // controls, lower-cases schemes and hosts, treats '\' as '/' in http(s) URLs and drops userinfo from the origin.
  const resolved = tryUrl(value, `${current}/`);
  if (!resolved) return refuse('it cannot be parsed as a URL');
  const absolute = tryUrl(value);
  for (const url of absolute ? [absolute, resolved] : [resolved]) {
    if (!NAVIGABLE_SCHEMES.has(url.protocol)) return refuse(`the scheme ${url.protocol} is never allowed`);
  }
  if (!absolute) {
    // A relative value (spec: "not a valid URL") must stay on the current origin, restriction on or off:
    // '//evil.test', '/\evil.test' and '\\evil.test' parse as relative but leave the site.
    return resolved.origin === current ? ALLOWED : refuse(`it is relative but leads to ${resolved.origin}`);
  }
  if (!restrict) return ALLOWED;
  for (const url of [absolute, resolved]) {
    if (url.origin !== current && !allowed.has(url.origin)) {
      return refuse(`its origin ${url.origin} is neither the current origin nor an allowed origin`);
    }
  }
  return ALLOWED;
}

/**
 * Applies the redirectUrl rule of spec 000 §2.1 and says why a value is refused.
 *
 * Decision (hardening beyond the spec's "honoured when restriction is off, or the value is not a valid URL"):
 * only http(s) targets are ever honoured (javascript:, data:, vbscript:, file: ... never are), and a relative value is
 * resolved against currentOrigin and must stay on it, so scheme-relative ('//host') and backslash ('/\host',
 * '\\host') tricks are refused even when restriction is off. The fully percent-decoded value must pass as well
 * ('%2F%2Fevil.test'), in case a consumer decodes it again before navigating.
 */
export function checkRedirectUrl(redirectUrl: string, opts: RedirectUrlOptions): RedirectUrlVerdict {
  if (typeof redirectUrl !== 'string') return refuse('it is not a string');
  const current = originOf(opts.currentOrigin);
  if (!current) return refuse(`the current origin ${JSON.stringify(opts.currentOrigin)} is not an http(s) origin`);
  const allowed = new Set<string>();
  for (const origin of opts.allowedOrigins ?? []) {
    const normalised = typeof origin === 'string' ? originOf(origin) : null;
    if (normalised) allowed.add(normalised);
  }
  const restrict = opts.restrictRedirects !== false;
  const verdict = checkOne(redirectUrl, current, allowed, restrict);
  if (!verdict.allowed) return verdict;
  const decoded = fullyDecoded(redirectUrl);
  if (decoded === redirectUrl) return verdict;
  const decodedVerdict = checkOne(decoded, current, allowed, restrict);
  return decodedVerdict.allowed ? verdict : refuse(`once percent-decoded ${decodedVerdict.reason}`);
}
