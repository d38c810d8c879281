import { checkRedirectUrl, type RedirectUrlOptions } from './check-redirect-url';

/** Result of resolveRedirectUrl: where to go, plus a console warning when the requested value was refused. */
export interface ResolvedRedirectUrl {
  url: string;
  warning?: string;
}

const MAX_SHOWN = 200;

/** Returns redirectUrl when the §2.1 rule honours it, else the fallback and a warning; absent/blank → fallback. */
export function resolveRedirectUrl(
  redirectUrl: string | null | undefined,
  fallback: string,
  opts: RedirectUrlOptions,
): ResolvedRedirectUrl {
  if (typeof redirectUrl !== 'string' || redirectUrl.trim() === '') return { url: fallback };
  const verdict = checkRedirectUrl(redirectUrl, opts);
  if (verdict.allowed) return { url: redirectUrl };
  // JSON.stringify escapes control characters so a hostile value cannot forge console lines.
  const shown = redirectUrl.length > MAX_SHOWN ? `${redirectUrl.slice(0, MAX_SHOWN)}…` : redirectUrl;
  return {
    url: fallback,
    warning: `redirectUrl ${JSON.stringify(shown)} was ignored because ${verdict.reason}; redirecting to ${JSON.stringify(fallback)} instead.`,
  };
}
