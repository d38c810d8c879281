import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config/config-schema';

/**
 * The refresh cookie: HttpOnly, Path=/, no Domain; Secure with the `__Host-` prefix whenever
 * the server is public over HTTPS (ASVS 3.4). Plain http is only for local development.
 */
export function refreshCookie(config: Pick<Config, 'publicUrl' | 'cookieSameSite' | 'refreshTokenTtlSeconds'>) {
  const secure = config.publicUrl.startsWith('https://');
  const name = secure ? '__Host-gh_refresh' : 'gh_refresh';
  // SameSite=None is only valid with Secure; without HTTPS fall back to Lax.
  const sameSite = config.cookieSameSite === 'None' && !secure ? 'Lax' : config.cookieSameSite;
  return {
    name,
    read: (c: Context): string | undefined => getCookie(c, name) || undefined,
    set: (c: Context, token: string) =>
      setCookie(c, name, token, { httpOnly: true, secure, sameSite, path: '/', maxAge: config.refreshTokenTtlSeconds }),
    clear: (c: Context) => deleteCookie(c, name, { path: '/', secure, httpOnly: true, sameSite }),
  };
}
