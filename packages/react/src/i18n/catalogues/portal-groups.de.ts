import type { Catalogue, PortalGroupsId } from '../message-id';

/** The portal's groups section in German (formal address). */
export const portalGroupsDe: Catalogue<PortalGroupsId> = {
  'portal.groups.title': 'Groups',
};
