import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config/config-schema';

/**
 * The remembered-device cookie: a random token (only its SHA-256 is stored), HttpOnly, Path=/, no
 * Domain; Secure with the `__Host-` prefix over HTTPS (ASVS 3.4), like the refresh cookie.
 */
export function rememberCookie(config: Pick<Config, 'publicUrl' | 'cookieSameSite'>) {
  const secure = config.publicUrl.startsWith('https://');
  const name = secure ? '__Host-gh_mfa_device' : 'gh_mfa_device';
  const sameSite = config.cookieSameSite === 'None' && !secure ? 'Lax' : config.cookieSameSite;
  return {
    name,
    read: (c: Context): string | undefined => getCookie(c, name) || undefined,
    set: (c: Context, token: string, maxAgeSeconds: number) =>
      setCookie(c, name, token, { httpOnly: true, secure, sameSite, path: '/', maxAge: maxAgeSeconds }),
  };
}
