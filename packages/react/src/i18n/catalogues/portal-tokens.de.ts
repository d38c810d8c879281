import type { Catalogue, PortalTokensId } from '../message-id';

/** The portal's tokens section in German (formal address). */
export const portalTokensDe: Catalogue<PortalTokensId> = {
  'portal.tokens.title': 'Tokens',
};
