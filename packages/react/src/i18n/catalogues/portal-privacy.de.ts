import type { Catalogue, PortalPrivacyId } from '../message-id';

/** The portal's privacy section in German (formal address). */
export const portalPrivacyDe: Catalogue<PortalPrivacyId> = {
  'portal.privacy.title': 'Privacy',
};
