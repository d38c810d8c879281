import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { authorize, codeRequest, pkce, registerClient } from '../../../test/oauth-kit';

const HOSTILE = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
/** A real 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The nonce of the page's one stylesheet, checked against its CSP. */
function styleNonce(html: string, csp: string): string {
  const nonce = /<style nonce="([\w-]+)">/.exec(html)?.[1];
  expect(nonce).toBeDefined();
  expect(csp).toMatch(new RegExp(`style-src [^;]*'nonce-${nonce}'`));
  return nonce!;
}

describe('the OAuth error page (RFC 6749 §4.1.2.1: explain, do not redirect)', () => {
  let t: TestServer;
  let clientId: string;
  const { challenge } = pkce();
  beforeAll(async () => {
    t = await createTestServer({
      config: {
        vendorName: 'Initech <Identity> & "Co"',
        vendorLogoUrl: 'https://cdn.example.com/logo.png?a=1&b=2',
        vendorPrimaryColor: 'rgb(12, 34, 56)',
      },
    });
    clientId = (await registerClient(t)).clientId;
  });
  afterAll(() => t.close());

  /** Follows /oauth/authorize to the page it sends the browser to. */
  const pageFor = async (params: Record<string, string>) => {
    const res = await authorize(t, undefined, params);
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/oauth\/error\?/);
    return t.request('GET', location);
  };

  it('explains a hostile client_id and redirect_uri in words, as a styled HTML page under the hosted CSP, reflecting neither', async () => {
    const pages = [
      await pageFor(codeRequest(HOSTILE, challenge)),
      await pageFor(codeRequest(clientId, challenge, { redirect_uri: `https://evil.example/${HOSTILE}` })),
      await pageFor(codeRequest(clientId, challenge, { redirect_uri: `javascript:alert(document.cookie)//${HOSTILE}` })),
    ];
    const expected = ['is not registered with the sign-in service', 'is not registered for it', 'is not registered for it'];
    for (const [i, res] of pages.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      const html = await res.text();
      styleNonce(html, csp);
      expect(html).toMatch(/^<!doctype html><html lang="en">/);
      expect(html).toContain('<h1 id="gh-page-title">Sign-in failed</h1>');
      expect(html).toMatch(new RegExp(`<p role="alert">[^<]*${expected[i]}`));
      for (const bad of ['<script', 'onerror', 'evil.example', 'javascript:']) expect(html).not.toContain(bad);
    }
  });

  it('shows only fixed text for whatever error it is given, and is never cached', async () => {
    const res = await t.request(
      'GET',
      `/oauth/error?error=${encodeURIComponent(HOSTILE)}&error_description=${encodeURIComponent(HOSTILE)}`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('The sign-in request is incomplete or invalid');
    expect(html).not.toContain('Error code');
    for (const bad of ['<script', 'onerror', 'alert(']) expect(html).not.toContain(bad);
    // A name of Object.prototype is no code of the table either.
    expect(await (await t.request('GET', '/oauth/error?error=constructor')).text()).toContain('incomplete or invalid');
    const known = await (await t.request('GET', '/oauth/error?error=invalid_client')).text();
    expect(known).toContain('Error code: <code>invalid_client</code>');
  });

  it("is branded with the vendor's name, logo and primary colour, every one escaped", async () => {
    const res = await t.request('GET', '/oauth/error?error=invalid_client');
    const html = await res.text();
    expect(html).toContain('<title>Sign-in failed · Initech &#60;Identity&#62; &#38; &#34;Co&#34;</title>');
    expect(html).toContain(
      '<img class="gh-page-logo" src="https://cdn.example.com/logo.png?a=1&#38;b=2" alt="Initech &#60;Identity&#62; &#38; &#34;Co&#34;">',
    );
    expect(html).toContain('--gh-page-accent:#0c2238');
    expect(html).not.toContain('<Identity>');
    // Each answer has its own nonce.
    const again = await t.request('GET', '/oauth/error?error=invalid_client');
    expect(styleNonce(await again.text(), again.headers.get('content-security-policy')!)).not.toBe(
      styleNonce(html, res.headers.get('content-security-policy')!),
    );
  });

  it('the signed-out page wears the same brand', async () => {
    const res = await t.request('GET', '/oauth/signed-out');
    expect(res.status).toBe(200);
    const html = await res.text();
    styleNonce(html, res.headers.get('content-security-policy')!);
    expect(html).toContain('<p role="status">You have signed out.</p>');
    expect(html).toContain('alt="Initech &#60;Identity&#62; &#38; &#34;Co&#34;"');
  });
});

describe('the OAuth error page without vendor branding', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { vendorName: 'Acme', vendorLogoUrl: PNG } });
  });
  afterAll(() => t.close());

  it('shows a data-URL logo, and the default accent when no colour is set', async () => {
    const html = await (await t.request('GET', '/oauth/error?error=invalid_redirect_uri')).text();
    expect(html).toContain(`<img class="gh-page-logo" src="${PNG}" alt="Acme">`);
    expect(html).toContain('--gh-page-accent:#4461f2');
  });
});
