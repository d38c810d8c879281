import type { Catalogue, PortalAccountId } from '../message-id';

/** The portal's account section in German (formal address). */
export const portalAccountDe: Catalogue<PortalAccountId> = {
  'portal.account.title': 'Account',
};
