import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, preview, type InlineConfig } from 'vite';
import { describe, expect, it } from 'vitest';

// The demo's pages are served by Vite, in dev (`npm run dev`) and preview (`npm start`, scripts/start.mjs), with
// its own vite.config.ts: both servers are started here from that file, as those commands start them.
const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(root, 'vite.config.ts');
// Any free port; no file watching, no dependency scan: the test reads headers, it runs no page.
const quiet: InlineConfig = { root, configFile, logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } };

/** The login page as a browser asks for it (an HTML navigation to a client-side route). */
const loginPage = (base: string) => fetch(new URL('/account/login', base), { headers: { accept: 'text/html' } });

const expectNotFrameable = (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
};

describe("the demo's pages cannot be framed by another site", () => {
  it('in dev: the login page carries frame-ancestors and X-Frame-Options', async () => {
    const server = await createServer({ ...quiet, server: { port: 0, strictPort: false, host: '127.0.0.1', watch: null } });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0]!;
      expectNotFrameable(await loginPage(base));
      expectNotFrameable(await fetch(new URL('/', base), { headers: { accept: 'text/html' } }));
    } finally {
      await server.close();
    }
  }, 60_000);

  it('in preview (npm start): the built login page carries the same headers', async () => {
    // A stand-in for the build: preview serves whatever the build folder holds, with the config's headers.
    const outDir = mkdtempSync(join(tmpdir(), 'demo-preview-'));
    writeFileSync(
      join(outDir, 'index.html'),
      '<!doctype html><html><head><title>Demo</title></head><body><div id="root"></div></body></html>',
    );
    const server = await preview({ ...quiet, build: { outDir }, preview: { port: 0, strictPort: false, host: '127.0.0.1' } });
    try {
      const base = server.resolvedUrls!.local[0]!;
      expectNotFrameable(await loginPage(base));
    } finally {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
