import type { Catalogue, PortalGroupsId } from '../message-id';

/** The portal's groups section in Hebrew. */
export const portalGroupsHe: Catalogue<PortalGroupsId> = {
  'portal.groups.title': 'Groups',
};
