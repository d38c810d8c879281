import type { Catalogue, PortalTokensId } from '../message-id';

/** The portal's tokens section in Hebrew. */
export const portalTokensHe: Catalogue<PortalTokensId> = {
  'portal.tokens.title': 'Tokens',
};
