import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRedirectUrl, type RedirectUrlOptions } from './check-redirect-url';
import { isRedirectUrlAllowed } from './is-redirect-url-allowed';

const CURRENT = 'https://good.test';
const PARTNER = 'https://partner.test';
const restricted: RedirectUrlOptions = { currentOrigin: CURRENT, allowedOrigins: [PARTNER], restrictRedirects: true };
const unrestricted: RedirectUrlOptions = { ...restricted, restrictRedirects: false };

/** Values that leave the site or run script: refused whatever the restriction setting. */
const alwaysRefused = [
  '//evil.test',
  '//evil.test/account/login',
  '///evil.test',
  '////evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '\\/evil.test',
  '/\\/evil.test',
  '/\t/evil.test',
  '/\n/evil.test',
  '/\r\n/evil.test',
  ' //evil.test',
  '\t//evil.test',
  '\u0000//evil.test',
  '\u001f/\\evil.test',
  '%2F%2Fevil.test',
  '%2f%2fevil.test',
  '/%2Fevil.test',
  '/%2F/evil.test',
  '%5C%5Cevil.test',
  '/%5Cevil.test',
  '%252F%252Fevil.test',
  '%25252F%25252Fevil.test',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://good.test/%0Aalert(1)',
  'javascript%3Aalert(1)',
  'javascript%253Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://good.test/0b9b5c3e',
  'ftp://good.test/',
  'mailto:someone@good.test',
  'http://',
];

/** Well-formed absolute URLs to foreign origins: refused only when restriction is on. */
const foreignAbsolute = [
  'https://evil.test',
  'https://evil.test/account/login',
  'http://good.test/',
  'https://good.test:8443/',
  'https://good.test@evil.test',
  'https://good.test:443@evil.test/',
  'https://good.test%2F@evil.test',
  'https://good.test.evil.test',
  'https://good.test./',
  'https://evilgood.test',
  'https://evil.test/https://good.test',
  'https://evil.test?next=https://good.test',
  'https://evil.test#https://good.test',
  'https://evil.test\\@good.test',
  'https:evil.test',
  'https:/evil.test',
  'https:\\\\evil.test',
  'HTTPS://EVIL.TEST',
  '  https://evil.test  ',
  'https://127.0.0.1/',
  'https://[::1]/',
  'https://partner.test.evil.test/',
  'https://good.test/%2F%2Fevil.test?x=1#%2F%2Fevil.test',
].filter((url) => new URL(url, CURRENT).origin !== CURRENT || new URL(url).origin !== CURRENT);

/** Values that stay on the current origin or go to an allowed one. */
const honoured = [
  '/',
  '/dashboard',
  '/account/login?tenantId=t1#section',
  'dashboard',
  './settings',
  '../up',
  '?q=1',
  '#/admin-box',
  '',
  'https://good.test',
  'https://good.test/',
  'https://GOOD.TEST:443/x',
  'https://good.test/path?redirect=https%3A%2F%2Fevil.test',
  '/search?q=%2F%2Fevil.test',
  '/a/%2F%2Fevil.test',
  '/100%',
  'https://partner.test/callback',
  'https://%67ood.test/',
  'https://evil.test@good.test/',
];

describe('isRedirectUrlAllowed', () => {
  it.each(alwaysRefused)('refuses %j with restriction on', (value) => {
    expect(isRedirectUrlAllowed(value, restricted)).toBe(false);
  });

  it.each(alwaysRefused)('refuses %j with restriction off too', (value) => {
    expect(isRedirectUrlAllowed(value, unrestricted)).toBe(false);
  });

  it('has a sizeable foreign corpus', () => {
    expect(foreignAbsolute.length).toBeGreaterThanOrEqual(20);
  });

  it.each(foreignAbsolute)('refuses foreign %j with restriction on', (value) => {
    expect(isRedirectUrlAllowed(value, restricted)).toBe(false);
  });

  it.each(foreignAbsolute)('honours foreign %j with restriction off (spec 000 §2.1)', (value) => {
    expect(isRedirectUrlAllowed(value, unrestricted)).toBe(true);
  });

  it.each(honoured)('honours %j with restriction on', (value) => {
    expect(isRedirectUrlAllowed(value, restricted)).toBe(true);
  });

  it.each(honoured)('honours %j with restriction off', (value) => {
    expect(isRedirectUrlAllowed(value, unrestricted)).toBe(true);
  });

  it('does not honour a relative value that leads to an allowed but different origin', () => {
    expect(isRedirectUrlAllowed('//partner.test/cb', restricted)).toBe(false);
    expect(isRedirectUrlAllowed('https://partner.test/cb', restricted)).toBe(true);
  });

  it('normalises currentOrigin and allowedOrigins through the URL parser', () => {
    const opts = {
      currentOrigin: 'HTTPS://Good.Test:443/some/page?x=1',
      allowedOrigins: ['https://PARTNER.test/', 'not a url', 'javascript:alert(1)', 42 as unknown as string],
      restrictRedirects: true,
    };
    expect(isRedirectUrlAllowed('https://good.test/x', opts)).toBe(true);
    expect(isRedirectUrlAllowed('/x', opts)).toBe(true);
    expect(isRedirectUrlAllowed('https://partner.test/x', opts)).toBe(true);
    expect(isRedirectUrlAllowed('https://evil.test/x', opts)).toBe(false);
  });

  it('refuses everything when currentOrigin is not an http(s) origin', () => {
    for (const currentOrigin of ['', 'null', 'file:///x', 'good.test']) {
      const opts = { currentOrigin, allowedOrigins: [], restrictRedirects: false };
      expect(isRedirectUrlAllowed('/dashboard', opts)).toBe(false);
    }
  });

  it('refuses non-string values', () => {
    expect(isRedirectUrlAllowed(undefined as unknown as string, unrestricted)).toBe(false);
    expect(isRedirectUrlAllowed({ toString: () => '/' } as unknown as string, unrestricted)).toBe(false);
  });

  it('treats a missing restrictRedirects as on (fail safe)', () => {
    const opts = { currentOrigin: CURRENT, allowedOrigins: [] } as unknown as RedirectUrlOptions;
    expect(isRedirectUrlAllowed('https://evil.test', opts)).toBe(false);
  });

  it('works with localhost origins and ports', () => {
    const opts = { currentOrigin: 'http://localhost:5173', allowedOrigins: ['http://localhost:3000'], restrictRedirects: true };
    expect(isRedirectUrlAllowed('/x', opts)).toBe(true);
    expect(isRedirectUrlAllowed('http://localhost:3000/x', opts)).toBe(true);
    expect(isRedirectUrlAllowed('http://localhost:4000/x', opts)).toBe(false);
    expect(isRedirectUrlAllowed('//localhost:4000/x', opts)).toBe(false);
  });

  it('gives a reason for refusals', () => {
    expect(checkRedirectUrl('https://evil.test', restricted)).toEqual({
      allowed: false,
      reason: 'its origin https://evil.test is neither the current origin nor an allowed origin',
    });
    expect(checkRedirectUrl('//evil.test', unrestricted)).toEqual({
      allowed: false,
      reason: 'it is relative but leads to https://evil.test',
    });
    expect(checkRedirectUrl('javascript:alert(1)', unrestricted)).toEqual({
      allowed: false,
      reason: 'the scheme javascript: is never allowed',
    });
    expect(checkRedirectUrl('%2F%2Fevil.test', restricted)).toEqual({
      allowed: false,
      reason: 'once percent-decoded it is relative but leads to https://evil.test',
    });
    expect(checkRedirectUrl('/x', restricted)).toEqual({ allowed: true });
  });
});

// Pieces that hostile values are commonly assembled from.
const fragments = fc.constantFrom(
  '/',
  '\\',
  '//',
  '\\\\',
  'evil.test',
  'good.test',
  'partner.test',
  '@',
  ':',
  '.',
  '?',
  '#',
  '%2F',
  '%5C',
  '%252F',
  '%3A',
  '%40',
  '\t',
  '\n',
  ' ',
  '\u0000',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'https://',
  'HTTP://',
  ':443',
  ':8443',
);
const hostile = fc.oneof(
  fc.array(fragments, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
);
const allowedSet = new Set([CURRENT, PARTNER]);
// The browser resolves a navigation target against the page, not the bare origin.
const pages = ['https://good.test', 'https://good.test/', 'https://good.test/a/b/c?x=1#frag'];

/** Every way a consumer may interpret the value: raw, and after up to three rounds of percent-decoding. */
function interpretations(value: string): string[] {
  const result = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
    result.push(current);
  }
  return result;
}

function navigationTargets(value: string): URL[] {
  const targets: URL[] = [];
  for (const text of interpretations(value)) {
    for (const page of pages) {
      try {
        targets.push(new URL(text, page));
      } catch {
        // not navigable at all
      }
    }
  }
  return targets;
}

describe('isRedirectUrlAllowed properties', () => {
  it('with restriction on, never allows a value that can lead off the allowed origins', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        fc.pre(isRedirectUrlAllowed(value, restricted));
        for (const target of navigationTargets(value)) {
          expect(['http:', 'https:']).toContain(target.protocol);
          expect(allowedSet.has(target.origin)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('with restriction off, never allows script schemes or relative values leaving the site', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        fc.pre(isRedirectUrlAllowed(value, unrestricted));
        for (const target of navigationTargets(value)) expect(['http:', 'https:']).toContain(target.protocol);
        let absolute = true;
        try {
          new URL(value);
        } catch {
          absolute = false;
        }
        if (!absolute) for (const page of pages) expect(new URL(value, page).origin).toBe(CURRENT);
      }),
      { numRuns: 2000 },
    );
  });

  it('honours every path on the current origin and every URL on an allowed origin', () => {
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.webQueryParameters(),
        fc.webFragments(),
        fc.constantFrom(CURRENT, PARTNER),
        (path, query, hash, origin) => {
          const url = `${origin}${path}?${query}#${hash}`;
          fc.pre(interpretations(url).every((text) => allowedSet.has(new URL(text).origin)));
          expect(isRedirectUrlAllowed(url, restricted)).toBe(true);
        },
      ),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(hostile, fc.string(), fc.array(fc.string()), fc.boolean(), (value, currentOrigin, allowedOrigins, restrictRedirects) => {
        expect(typeof isRedirectUrlAllowed(value, { currentOrigin, allowedOrigins, restrictRedirects })).toBe('boolean');
      }),
    );
  });
});
