import type { Routes } from '@gatehouse/client';
import { adminPortalSections, type AdminPortalSection } from '../admin-portal/admin-portal-options';
import { loginBoxScreenRoutes } from '../hosted-login/hosted-routes';

/** Where the hosted admin portal lives on the Gatehouse server (features/oauth/hosted-portal-pages.ts serves these paths). */
export const HOSTED_PORTAL_PATH = '/portal';

/**
 * The provider routes of the hosted portal: the login box's screens under the portal path (sign-in
 * at /portal/login), so that every screen is one the server answers on reload, and the portal
 * itself as the page to land on once signed in.
 */
export const portalRoutes: Partial<Routes> = {
  authenticatedUrl: HOSTED_PORTAL_PATH,
  loginUrl: `${HOSTED_PORTAL_PATH}/login`,
  ...loginBoxScreenRoutes(HOSTED_PORTAL_PATH),
};

/** The section a link asks for (`?section=users`); anything else is ignored, so the portal opens its first entry. */
export function sectionOf(search: string): AdminPortalSection | undefined {
  const asked = new URLSearchParams(search).get('section');
  return adminPortalSections.find((section) => section === asked);
}
