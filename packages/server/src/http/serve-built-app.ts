import { existsSync, readFileSync } from 'node:fs';
import { errorCatalogue, type ErrorCode } from '@gatehouse/contracts';
import type { Context, Hono } from 'hono';
import type { Config } from '../config/config-schema';
import type { DeclaredRoute } from './declared-route';
import { errorResponse } from './error-handler';

/**
 * The CSP of every page the server hosts. Only our own files run or load, nothing may frame the
 * page, forms and fetches stay on this origin (a vendor logo may be any https image). Inline script
 * is never allowed: themes are applied through the CSSOM, which a style-src without
 * 'unsafe-inline' permits.
 */
export const HOSTED_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const ASSET = /^[\w-]+(\.[\w-]+)*\.(js|css|svg|woff2?)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/**
 * A single-page app of packages/react built by Vite (`npm run build:hosted -w @gatehouse/react`):
 * an artefact the server reads from disk and serves, never imports (ARCHITECTURE.md).
 */
export interface BuiltApp {
  /** The build's folder (its index.html and assets/), ending in a slash. */
  dir: URL;
  /** Where the page lives (`/portal`); Vite's `base` is this path plus a slash. */
  path: string;
  /** The app's client-side screens, each answered with the same page at `<path>/<screen>`. */
  screens: readonly string[];
  /** §8 code of the answer for a file the build does not have. */
  assetNotFound: ErrorCode;
  /** Title of the page shown while the build is missing. */
  unavailableTitle: string;
  /** What is missing, in a sentence of that page. */
  unavailableWhat: string;
}

const PUBLIC = { kind: 'public' } as const;
const assetsPath = (app: BuiltApp) => `${app.path}/assets/*`;
const shellPaths = (app: BuiltApp) => [app.path, ...app.screens.map((screen) => `${app.path}/${screen}`)];

/** How the app is reached (route inventory): anonymous pages and the app's static files. */
export const builtAppRoutes = (app: BuiltApp): DeclaredRoute[] =>
  [...shellPaths(app), assetsPath(app)].map((path) => ({ method: 'get', path, access: PUBLIC }));

/** A small server-written page under the hosted CSP; `body` is fixed markup, never text from the request. */
export function staticPage(c: Context, title: string, body: string): Response {
  c.header('content-security-policy', HOSTED_CSP);
  c.header('cache-control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`,
  );
}

/** Serves a built app: its page at its path and screens, its files under `<path>/assets/`. */
export function mountBuiltApp(hono: Hono, config: Pick<Config, 'nodeEnv'>, app: BuiltApp): void {
  let shell: string | undefined;
  const readShell = () => {
    const file = new URL('index.html', app.dir);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const serveShell = (c: Context) => {
    // Read again on every request outside production, so a rebuild shows without a restart.
    const html = config.nodeEnv === 'production' ? (shell ??= readShell()) : readShell();
    if (!html)
      return staticPage(
        c,
        app.unavailableTitle,
        `<p>${app.unavailableWhat} has not been built. Run <code>npm run build:hosted -w @gatehouse/react</code> (npm start does it).</p>`,
      );
    c.header('content-security-policy', HOSTED_CSP);
    c.header('cache-control', 'no-store');
    return c.html(html);
  };
  for (const path of shellPaths(app)) hono.get(path, serveShell);

  const assets = assetsPath(app);
  hono.get(assets, (c) => {
    const file = c.req.path.slice(assets.length - 1);
    // Checked against the pattern before the disk is read: no traversal, no other folder.
    const url = ASSET.test(file) ? new URL(`assets/${file}`, app.dir) : undefined;
    if (!url || !existsSync(url)) return errorResponse(c, 404, app.assetNotFound, [errorCatalogue[app.assetNotFound][1]]);
    // File names carry a content hash: they never change, so browsers may keep them.
    return c.body(readFileSync(url), 200, {
      'content-type': TYPES[file.split('.').pop()!]!,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
