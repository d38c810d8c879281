import type { Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import type { DeclaredRoute } from '../../http/declared-route';
import { builtAppRoutes, mountBuiltApp, type BuiltApp } from '../../http/serve-built-app';
import { escapeHtml } from '../../lib/html-escape';
import { vendorBranding, type BrandingConfig } from '../configurations/index';
import { brandedPage } from './branded-page';
import { HOSTED_PATHS } from './oauth-deps';

/**
 * The login box's screens besides sign-in, each a path under the page that hosts the box
 * (packages/react/src/hosted-login/hosted-routes.ts). The hosted admin portal uses them too.
 */
export const LOGIN_BOX_SCREENS = ['sign-up', 'forgot-password', 'reset-password', 'activate', 'logout'] as const;

/** The built hosted login box (packages/react/dist/hosted-login); scripts/start.mjs builds it with the demo. */
const hostedLogin: BuiltApp = {
  dir: new URL('../../../../react/dist/hosted-login/', import.meta.url),
  path: HOSTED_PATHS.login,
  screens: LOGIN_BOX_SCREENS,
  assetNotFound: 'oauth.asset_not_found',
  unavailableTitle: 'Sign-in is not available',
  unavailableWhat: 'The hosted login page',
};

/** How the hosted pages are reached (route inventory): anonymous pages and the box's static files. */
export const hostedRoutes: DeclaredRoute[] = [
  ...builtAppRoutes(hostedLogin),
  ...[HOSTED_PATHS.error, HOSTED_PATHS.signedOut].map((path) => ({ method: 'get' as const, path, access: { kind: 'public' as const } })),
];

/** What the error page says, by code: never text from the request, so nothing can be injected. */
const ERRORS: Record<string, { message: string; hint: string }> = {
  invalid_client: {
    message: 'This application is not registered with the sign-in service, so the sign-in cannot start.',
    hint: 'Go back to the application and sign in from there. If this keeps happening, contact its support team.',
  },
  invalid_redirect_uri: {
    message: 'The address this application asked to return to is not registered for it, so the sign-in cannot continue.',
    hint: 'Nothing was sent to that address. Go back to the application and try again; if this keeps happening, contact its support team.',
  },
};
const UNKNOWN_ERROR = {
  message: 'The sign-in request is incomplete or invalid, so it cannot continue.',
  hint: 'Go back to the application and try again.',
};

/** The hosted login page, its files, the error page and the signed-out page. */
export function mountHostedPages(app: Hono, { config }: { config: Pick<Config, 'nodeEnv'> & BrandingConfig }): void {
  const brand = vendorBranding(config);
  mountBuiltApp(app, config, hostedLogin);
  // RFC 6749 §4.1.2.1: a request whose client or redirect URI is wrong is not sent back; the user reads why here.
  // The refusal was the authorize answer; this page is a document about it, so 200 (every 4xx here is a §8 JSON body).
  app.get(HOSTED_PATHS.error, (c) => {
    const code = c.req.query('error') ?? '';
    const known = Object.hasOwn(ERRORS, code) ? ERRORS[code] : undefined;
    const { message, hint } = known ?? UNKNOWN_ERROR;
    const reference = known ? `<p class="gh-page-code">Error code: <code>${escapeHtml(code)}</code></p>` : '';
    return brandedPage(c, brand, {
      title: 'Sign-in failed',
      body: `<p role="alert">${message}</p><p class="gh-page-hint">${hint}</p>${reference}`,
    });
  });
  app.get(HOSTED_PATHS.signedOut, (c) =>
    brandedPage(c, brand, {
      title: 'Signed out',
      body: '<p role="status">You have signed out.</p><p class="gh-page-hint">You can close this page.</p>',
    }),
  );
}
