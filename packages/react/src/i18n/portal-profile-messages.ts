import { messages as english } from './compiled/portal-profile.en';
import type { MessageArea } from './message-area';
import type { PortalProfileId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The profile section's messages, with the portal's shared words: `useMessages(portalProfileMessages)`. */
export const portalProfileMessages: MessageArea<PortalProfileId | PortalMessageId> = {
  name: 'portal-profile',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-profile.de').then((m) => m.messages),
    he: () => import('./compiled/portal-profile.he').then((m) => m.messages),
  },
};
