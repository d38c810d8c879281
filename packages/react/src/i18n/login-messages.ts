import { messages as english } from './compiled/login.en';
import type { LoginFirstScreenId } from './message-id';
import type { CatalogueSource, MessageArea } from './message-area';

/** The login box's first screen and shared words: `useMessages(loginMessages)`. */
export const loginMessages: MessageArea<LoginFirstScreenId> = {
  name: 'login',
  english,
  locales: {
    de: () => import('./compiled/login.de').then((m) => m.messages),
    he: () => import('./compiled/login.he').then((m) => m.messages),
  },
};

/**
 * Where the other routes' catalogues come from, without their English (login-routes-messages.ts), so the box can wait
 * for a route's locale while the route's screen and its English load in their own chunk.
 */
export const loginRoutesCatalogues: CatalogueSource = {
  name: 'loginRoutes',
  locales: {
    de: () => import('./compiled/login-routes.de').then((m) => m.messages),
    he: () => import('./compiled/login-routes.he').then((m) => m.messages),
  },
};
