import { checkRedirectUrl, type RedirectUrlOptions } from './check-redirect-url';

/** True when the redirectUrl rule of spec 000 §2.1 (hardened, see checkRedirectUrl) honours the value. */
export function isRedirectUrlAllowed(redirectUrl: string, opts: RedirectUrlOptions): boolean {
  return checkRedirectUrl(redirectUrl, opts).allowed;
}
