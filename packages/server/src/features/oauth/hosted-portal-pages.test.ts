import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, type TestServer } from '../../../test/harness';
import { HOSTED_CSP, mountBuiltApp } from '../../http/serve-built-app';
import { hostedPortal, hostedPortalRoutes } from './hosted-portal-pages';

const SHELL =
  '<!doctype html><html><head><script type="module" src="/portal/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>';

/** The portal's routes over a build folder of the test's own (or a missing one), as createApp mounts them. */
const portalOver = (dir: string, nodeEnv: 'test' | 'production' = 'test') => {
  const app = new Hono();
  mountBuiltApp(app, { nodeEnv }, { ...hostedPortal, dir: pathToFileURL(`${dir}/`) });
  return app;
};

describe('GET /portal: the hosted admin portal', () => {
  let t: TestServer;
  let build: string;
  beforeAll(async () => {
    t = await createTestServer();
    build = mkdtempSync(join(tmpdir(), 'gatehouse-portal-build-'));
    mkdirSync(join(build, 'assets'));
    writeFileSync(join(build, 'index.html'), SHELL);
    writeFileSync(join(build, 'assets', 'index-Ab12.js'), 'console.log("portal");');
    writeFileSync(join(build, 'assets', 'index-Cd34.css'), '.gh-root{}');
  });
  afterAll(async () => {
    rmSync(build, { recursive: true, force: true });
    await t.close();
  });

  it('answers the portal, a section link and its login-box screens with the page under the strict CSP, never cached', async () => {
    for (const path of [
      '/portal',
      '/portal?section=users',
      '/portal/login',
      '/portal/sign-up',
      '/portal/forgot-password',
      '/portal/reset-password',
      '/portal/activate',
      '/portal/logout',
    ]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toBe(HOSTED_CSP);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Built or not, the page is the server's own HTML: the shell, or the page saying how to build it.
      expect(await res.text()).toMatch(/<div id="root"><\/div>|has not been built/);
    }
    const csp = HOSTED_CSP;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('refuses unknown screens and file names in the §8 format, without reading outside the build', async () => {
    const screen = await errorOf(await t.request('GET', '/portal/admin'));
    expect(screen).toMatchObject({ status: 404, errorCode: 'request.not_found' });
    for (const path of [
      '/portal/assets/missing.js',
      '/portal/assets/..%2F..%2Fpackage.json',
      '/portal/assets/../index.html',
      '/portal/assets/index.html',
      '/portal/assets/a.exe',
    ]) {
      const res = await t.request('GET', path);
      const error = await errorOf(res);
      expect(error.status, path).toBe(404);
      if (path !== '/portal/assets/../index.html')
        expect(error, path).toEqual({
          status: 404,
          errorCode: 'portal.asset_not_found',
          errors: ['No such file of the hosted admin portal'],
        });
    }
  });

  it('serves a built page at every screen and its files with their type, kept for a year', async () => {
    const app = portalOver(build);
    for (const path of ['/portal', '/portal/reset-password']) expect(await (await app.request(path)).text()).toBe(SHELL);
    const js = await app.request('/portal/assets/index-Ab12.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log("portal");');
    expect((await app.request('/portal/assets/index-Cd34.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await app.request('/portal/assets/other.js')).status).toBe(404);
  });

  it('reads the page again on every request outside production (a rebuild shows), once in production', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-portal-rebuild-'));
    try {
      writeFileSync(join(dir, 'index.html'), 'first build');
      const dev = portalOver(dir);
      const production = portalOver(dir, 'production');
      expect(await (await dev.request('/portal')).text()).toBe('first build');
      expect(await (await production.request('/portal')).text()).toBe('first build');
      writeFileSync(join(dir, 'index.html'), 'second build');
      expect(await (await dev.request('/portal')).text()).toBe('second build');
      expect(await (await production.request('/portal')).text()).toBe('first build');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without a build, says how to make one, under the same CSP', async () => {
    const res = await portalOver(join(build, 'not-built')).request('/portal/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(HOSTED_CSP);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toContain('<title>The admin portal is not available</title>');
    expect(text).toContain('The hosted admin portal has not been built');
    expect(text).toContain('npm run build:hosted -w @gatehouse/react');
  });

  it('declares every path it mounts as public for the route inventory', () => {
    expect(hostedPortalRoutes.map((r) => `${r.method} ${r.path} ${r.access.kind}`)).toEqual([
      'get /portal public',
      ...['login', 'sign-up', 'forgot-password', 'reset-password', 'activate', 'logout'].map((s) => `get /portal/${s} public`),
      'get /portal/assets/* public',
    ]);
  });
});
