import type { Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import type { DeclaredRoute } from '../../http/declared-route';
import { builtAppRoutes, mountBuiltApp, type BuiltApp } from '../../http/serve-built-app';
import { LOGIN_BOX_SCREENS } from './hosted-pages';

/** Where the hosted admin portal lives on the server (packages/react/src/hosted-portal/portal-routes.ts). */
export const HOSTED_PORTAL_PATH = '/portal';

/**
 * The built admin portal (packages/react/dist/hosted-portal): the portal full page for a signed-in
 * user, the login box (its sign-in screen at /portal/login, the others beside it) for anyone else.
 */
export const hostedPortal: BuiltApp = {
  dir: new URL('../../../../react/dist/hosted-portal/', import.meta.url),
  path: HOSTED_PORTAL_PATH,
  screens: ['login', ...LOGIN_BOX_SCREENS],
  assetNotFound: 'portal.asset_not_found',
  unavailableTitle: 'The admin portal is not available',
  unavailableWhat: 'The hosted admin portal',
};

/** How the hosted portal is reached (route inventory): anonymous pages (the data comes from the API) and its files. */
export const hostedPortalRoutes: DeclaredRoute[] = builtAppRoutes(hostedPortal);

/** The hosted admin portal's page, its screens and its files. */
export function mountHostedPortalPages(app: Hono, { config }: { config: Pick<Config, 'nodeEnv'> }): void {
  mountBuiltApp(app, config, hostedPortal);
}
