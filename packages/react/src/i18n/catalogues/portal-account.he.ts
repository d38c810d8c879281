import type { Catalogue, PortalAccountId } from '../message-id';

/** The portal's account section in Hebrew. */
export const portalAccountHe: Catalogue<PortalAccountId> = {
  'portal.account.title': 'Account',
};
