import { messages as english } from './compiled/portal-sso.en';
import type { MessageArea } from './message-area';
import type { PortalSsoId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The SSO section's messages, with the portal's shared words: `useMessages(portalSsoMessages)`. */
export const portalSsoMessages: MessageArea<PortalSsoId | PortalMessageId> = {
  name: 'portal-sso',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-sso.de').then((m) => m.messages),
    he: () => import('./compiled/portal-sso.he').then((m) => m.messages),
  },
};
