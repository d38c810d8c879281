import { messages as english } from './compiled/portal-privacy.en';
import type { MessageArea } from './message-area';
import type { PortalPrivacyId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The privacy section's messages, with the portal's shared words: `useMessages(portalPrivacyMessages)`. */
export const portalPrivacyMessages: MessageArea<PortalPrivacyId | PortalMessageId> = {
  name: 'portal-privacy',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-privacy.de').then((m) => m.messages),
    he: () => import('./compiled/portal-privacy.he').then((m) => m.messages),
  },
};
