import { messages as english } from './compiled/portal-roles.en';
import type { MessageArea } from './message-area';
import type { PortalRolesId, PortalMessageId } from './message-id';
import { portalMessages } from './portal-messages';

/** The roles section's messages, with the portal's shared words: `useMessages(portalRolesMessages)`. */
export const portalRolesMessages: MessageArea<PortalRolesId | PortalMessageId> = {
  name: 'portal-roles',
  english,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-roles.de').then((m) => m.messages),
    he: () => import('./compiled/portal-roles.he').then((m) => m.messages),
  },
};
