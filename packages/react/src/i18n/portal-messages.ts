import { messages as english } from './compiled/portal.en';
import type { PortalMessageId } from './message-id';
import type { MessageArea } from './message-area';

/** The admin portal's messages: `useMessages(portalMessages)`; imported only by portal code, so its chunks carry them. */
export const portalMessages: MessageArea<PortalMessageId> = {
  name: 'portal',
  english,
  locales: {
    de: () => import('./compiled/portal.de').then((m) => m.messages),
    he: () => import('./compiled/portal.he').then((m) => m.messages),
  },
};
