import { messages as english } from './compiled/portal-groups.en';
import type { MessageArea } from './message-area';
import type { PortalGroupsId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The groups section's messages, with the portal's shared words: `useMessages(portalGroupsMessages)`. */
export const portalGroupsMessages: MessageArea<PortalGroupsId | PortalMessageId> = {
  name: 'portal-groups',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-groups.de').then((m) => m.messages),
    he: () => import('./compiled/portal-groups.he').then((m) => m.messages),
  },
};
