import type { Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import type { DeclaredRoute } from '../../http/declared-route';
import { builtAppRoutes, mountBuiltApp, staticPage, type BuiltApp } from '../../http/serve-built-app';
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

/** Messages of the error page, by code: never text from the request, so nothing can be injected. */
const ERRORS: Record<string, string> = {
  invalid_client: 'This application is not registered with the sign-in service.',
  invalid_redirect_uri: 'The address this application asked to return to is not registered for it, so the sign-in cannot continue.',
};

/** The hosted login page, its files, the error page and the signed-out page. */
export function mountHostedPages(app: Hono, { config }: { config: Pick<Config, 'nodeEnv'> }): void {
  mountBuiltApp(app, config, hostedLogin);
  app.get(HOSTED_PATHS.error, (c) => {
    const message = ERRORS[c.req.query('error') ?? ''] ?? 'The sign-in request is invalid.';
    return staticPage(c, 'Sign-in failed', `<p role="alert">${message}</p><p>Go back to the application and try again.</p>`);
  });
  app.get(HOSTED_PATHS.signedOut, (c) => staticPage(c, 'Signed out', '<p role="status">You have signed out.</p>'));
}
