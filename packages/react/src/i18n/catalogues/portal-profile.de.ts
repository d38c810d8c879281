import type { Catalogue, PortalProfileId } from '../message-id';

/** The portal's profile section in German (formal address). */
export const portalProfileDe: Catalogue<PortalProfileId> = {
  'portal.profile.title': 'Profile',
};
