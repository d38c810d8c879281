import type { Catalogue, PortalUsersId } from '../message-id';

/** The portal's users section in German (formal address). */
export const portalUsersDe: Catalogue<PortalUsersId> = {
  'portal.users.title': 'Users',
};
