import { messages as english } from './compiled/portal-tokens.en';
import type { MessageArea } from './message-area';
import type { PortalTokensId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The tokens section's messages, with the portal's shared words: `useMessages(portalTokensMessages)`. */
export const portalTokensMessages: MessageArea<PortalTokensId | PortalMessageId> = {
  name: 'portal-tokens',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-tokens.de').then((m) => m.messages),
    he: () => import('./compiled/portal-tokens.he').then((m) => m.messages),
  },
};
