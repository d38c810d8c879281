import type { Catalogue, PortalRolesId } from '../message-id';

/** The portal's roles section in Hebrew. */
export const portalRolesHe: Catalogue<PortalRolesId> = {
  'portal.roles.title': 'Roles',
};
