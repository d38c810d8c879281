import type { Catalogue, PortalRolesId } from '../message-id';

/** The portal's roles section in German (formal address). */
export const portalRolesDe: Catalogue<PortalRolesId> = {
  'portal.roles.title': 'Roles',
};
