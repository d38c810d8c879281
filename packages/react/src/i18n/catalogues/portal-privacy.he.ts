import type { Catalogue, PortalPrivacyId } from '../message-id';

/** The portal's privacy section in Hebrew. */
export const portalPrivacyHe: Catalogue<PortalPrivacyId> = {
  'portal.privacy.title': 'Privacy',
};
