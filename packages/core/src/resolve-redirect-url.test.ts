import { describe, expect, it } from 'vitest';
import { resolveRedirectUrl } from './resolve-redirect-url';

const opts = { currentOrigin: 'https://good.test', allowedOrigins: ['https://partner.test'], restrictRedirects: true };

describe('resolveRedirectUrl', () => {
  it('uses the fallback silently when no redirectUrl is given', () => {
    expect(resolveRedirectUrl(null, '/', opts)).toEqual({ url: '/' });
    expect(resolveRedirectUrl(undefined, '/', opts)).toEqual({ url: '/' });
    expect(resolveRedirectUrl('', '/home', opts)).toEqual({ url: '/home' });
    expect(resolveRedirectUrl('   ', '/home', opts)).toEqual({ url: '/home' });
  });

  it('returns an honoured redirectUrl unchanged', () => {
    expect(resolveRedirectUrl('/reports?x=1', '/', opts)).toEqual({ url: '/reports?x=1' });
    expect(resolveRedirectUrl('https://partner.test/cb', '/', opts)).toEqual({ url: 'https://partner.test/cb' });
    expect(resolveRedirectUrl('https://evil.test/', '/', { ...opts, restrictRedirects: false })).toEqual({
      url: 'https://evil.test/',
    });
  });

  it('falls back with a warning when the redirectUrl is refused', () => {
    expect(resolveRedirectUrl('https://evil.test/x', '/', opts)).toEqual({
      url: '/',
      warning:
        'redirectUrl "https://evil.test/x" was ignored because its origin https://evil.test is neither the current origin nor an allowed origin; redirecting to "/" instead.',
    });
    const scheme = resolveRedirectUrl('javascript:alert(1)', '/home', { ...opts, restrictRedirects: false });
    expect(scheme.url).toBe('/home');
    expect(scheme.warning).toContain('the scheme javascript: is never allowed');
  });

  it('escapes control characters and truncates long values in the warning', () => {
    const { warning } = resolveRedirectUrl('//evil.test\n[info] all good', '/', opts);
    expect(warning).toContain('"//evil.test\\n[info] all good"');
    expect(warning).not.toContain('\n');
    const long = resolveRedirectUrl(`https://evil.test/${'a'.repeat(1000)}`, '/', opts).warning ?? '';
    expect(long.length).toBeLessThan(400);
    expect(long).toContain('…');
  });
});
