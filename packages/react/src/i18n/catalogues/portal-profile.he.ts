import type { Catalogue, PortalProfileId } from '../message-id';

/** The portal's profile section in Hebrew. */
export const portalProfileHe: Catalogue<PortalProfileId> = {
  'portal.profile.title': 'Profile',
};
