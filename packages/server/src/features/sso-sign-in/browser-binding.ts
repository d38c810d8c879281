import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../config/config-schema';
import { randomToken, safeEqual, sha256 } from '../../kernel/crypto';

/** How long a browser stays bound to the sign-ins it started (the longest a sign-in lives). */
const BINDING_SECONDS = 15 * 60;

/**
 * The browser a sign-in through a connection is bound to (RFC 9700 §4.7, login CSRF): the pre-login sets a random
 * HttpOnly cookie (kept when the browser already has one, so two tabs may sign in at once) and stores its SHA-256
 * with the sign-in; the post-login must come from a browser holding it. A code or RelayState that leaks, or one an
 * attacker obtained for their own account and plants in a victim's browser, signs nobody in.
 */
export function browserBinding(config: Pick<Config, 'publicUrl' | 'cookieSameSite'>) {
  const secure = config.publicUrl.startsWith('https://');
  const name = secure ? '__Host-gh_sso_browser' : 'gh_sso_browser';
  // Sent on the login box's own requests; the identity provider's cross-site form post needs no cookie.
  const sameSite = config.cookieSameSite === 'None' && secure ? 'None' : 'Lax';
  const read = (c: Context): string | undefined => getCookie(c, name) || undefined;
  return {
    /** The browser's binding, made (and set) when it has none; answers its hash. */
    ensure(c: Context): string {
      const value = read(c) ?? randomToken(32);
      setCookie(c, name, value, { httpOnly: true, secure, sameSite, path: '/', maxAge: BINDING_SECONDS });
      return sha256(value);
    },
    /** Whether this request comes from the browser a sign-in is bound to. */
    holds(c: Context, browserHash: string): boolean {
      const value = read(c);
      return value !== undefined && safeEqual(sha256(value), browserHash);
    },
  };
}

/** The cookie that binds sign-ins to a browser. */
export type BrowserBinding = ReturnType<typeof browserBinding>;
