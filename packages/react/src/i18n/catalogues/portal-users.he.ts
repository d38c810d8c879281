import type { Catalogue, PortalUsersId } from '../message-id';

/** The portal's users section in Hebrew. */
export const portalUsersHe: Catalogue<PortalUsersId> = {
  'portal.users.title': 'Users',
};
