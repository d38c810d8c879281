import { messages as english } from './compiled/portal-account.en';
import type { MessageArea } from './message-area';
import type { PortalAccountId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The account section's messages, with the portal's shared words: `useMessages(portalAccountMessages)`. */
export const portalAccountMessages: MessageArea<PortalAccountId | PortalMessageId> = {
  name: 'portal-account',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-account.de').then((m) => m.messages),
    he: () => import('./compiled/portal-account.he').then((m) => m.messages),
  },
};
