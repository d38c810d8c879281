import { messages as english } from './compiled/login-routes.en';
import { loginMessages, loginRoutesCatalogues } from './login-messages';
import type { LoginMessageId } from './message-id';
import type { MessageArea } from './message-area';

/** The login box's other routes (sign-up, resets, step-up…), with the first screen's words: `useMessages(loginRoutesMessages)`. */
export const loginRoutesMessages: MessageArea<LoginMessageId> = { ...loginRoutesCatalogues, english, base: loginMessages };
