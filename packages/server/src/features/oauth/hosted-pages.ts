import { existsSync, readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import type { Deps } from '../../deps';
import type { DeclaredRoute } from '../../http/declared-route';
import { errorResponse } from '../../http/error-handler';
import { HOSTED_PATHS } from './oauth-deps';

/**
 * The built hosted login box (packages/react, `npm run build:hosted`): an artefact the server
 * serves, never imports (ARCHITECTURE.md). scripts/start.mjs builds it with the demo.
 */
const HOSTED_DIR = new URL('../../../../react/dist/hosted-login/', import.meta.url);
const ASSET = /^[\w-]+(\.[\w-]+)*\.(js|css|svg|woff2?)$/;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', svg: 'image/svg+xml', woff: 'font/woff', woff2: 'font/woff2' };

/**
 * Only our own files run or load, nothing may frame the page, forms and fetches stay on this
 * origin (a vendor logo may be any https image). Inline script is never allowed: the box's theme is applied through the CSSOM, which a
 * style-src without 'unsafe-inline' permits.
 */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const PUBLIC = { kind: 'public' } as const;
/** The box's other screens, each a path under the login page (packages/react/src/hosted-login/hosted-routes.ts). */
const SCREENS = ['sign-up', 'forgot-password', 'reset-password', 'activate', 'logout'].map((screen) => `${HOSTED_PATHS.login}/${screen}`);
/** The box's static files: any name under this path (checked against ASSET before the disk is read). */
const ASSETS = `${HOSTED_PATHS.login}/assets/*`;

/** How the hosted pages are reached (route inventory): anonymous pages and the box's static files. */
export const hostedRoutes: DeclaredRoute[] = [HOSTED_PATHS.login, ...SCREENS, ASSETS, HOSTED_PATHS.error, HOSTED_PATHS.signedOut].map((path) => ({ method: 'get', path, access: PUBLIC }));

/** Messages of the error page, by code: never text from the request, so nothing can be injected. */
const ERRORS: Record<string, string> = {
  invalid_client: 'This application is not registered with the sign-in service.',
  invalid_redirect_uri: 'The address this application asked to return to is not registered for it, so the sign-in cannot continue.',
};

const page = (c: Context, title: string, body: string) => {
  c.header('content-security-policy', CSP);
  c.header('cache-control', 'no-store');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`);
};

/** The hosted login page, its files, the error page and the signed-out page. */
export function mountHostedPages(app: Hono, deps: Deps): void {
  let shell: string | undefined;
  const readShell = () => {
    const file = new URL('index.html', HOSTED_DIR);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };

  const serveShell = (c: Context) => {
    // Read again on every request outside production, so a rebuild shows without a restart.
    const html = deps.config.nodeEnv === 'production' ? (shell ??= readShell()) : readShell();
    if (!html) return page(c, 'Sign-in is not available', '<p>The hosted login page has not been built. Run <code>npm run build:hosted -w @gatehouse/react</code> (npm start does it).</p>');
    c.header('content-security-policy', CSP);
    c.header('cache-control', 'no-store');
    return c.html(html);
  };
  for (const path of [HOSTED_PATHS.login, ...SCREENS]) app.get(path, serveShell);
  app.get(ASSETS, (c) => {
    const file = c.req.path.slice(ASSETS.length - 1);
    const url = ASSET.test(file) ? new URL(`assets/${file}`, HOSTED_DIR) : undefined;
    if (!url || !existsSync(url)) return errorResponse(c, 404, 'oauth.asset_not_found', ['No such file of the hosted login page']);
    // File names carry a content hash: they never change, so browsers may keep them.
    return c.body(readFileSync(url), 200, { 'content-type': TYPES[file.split('.').pop()!]!, 'cache-control': 'public, max-age=31536000, immutable' });
  });
  app.get(HOSTED_PATHS.error, (c) => {
    const message = ERRORS[c.req.query('error') ?? ''] ?? 'The sign-in request is invalid.';
    return page(c, 'Sign-in failed', `<p role="alert">${message}</p><p>Go back to the application and try again.</p>`);
  });
  app.get(HOSTED_PATHS.signedOut, (c) => page(c, 'Signed out', '<p role="status">You have signed out.</p>'));
}
