import { messages as english } from './compiled/portal-users.en';
import type { MessageArea } from './message-area';
import type { PortalUsersId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The users section's messages, with the portal's shared words: `useMessages(portalUsersMessages)`. */
export const portalUsersMessages: MessageArea<PortalUsersId | PortalMessageId> = {
  name: 'portal-users',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-users.de').then((m) => m.messages),
    he: () => import('./compiled/portal-users.he').then((m) => m.messages),
  },
};
