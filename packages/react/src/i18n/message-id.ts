import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { loginRoutesEn } from './catalogues/login-routes.en';
import type { loginEn } from './catalogues/login.en';
import type { portalEn } from './catalogues/portal.en';

/** Ids of the login box's first screen (`login.signIn.title`): sign-in, MFA, passwordless, shared words. */
export type LoginFirstScreenId = keyof typeof loginEn;

/** Ids of the login box's other routes (`login.signUp.title`): sign-up, resets, step-up, impersonation, hosted page. */
export type LoginRoutesId = keyof typeof loginRoutesEn;

/** Ids of the login box's messages, from the English catalogues. */
export type LoginMessageId = LoginFirstScreenId | LoginRoutesId;

/** Ids of the admin portal's messages (`portal.common.save`), from the English catalogue. */
export type PortalMessageId = keyof typeof portalEn;

/** Every message id of Gatehouse's catalogues. */
export type MessageId = LoginMessageId | PortalMessageId;

/** A source catalogue of one locale: an ICU MessageFormat string for every id, no more, no fewer. */
export type Catalogue<Id extends string> = Readonly<Record<Id, string>>;

/** A catalogue compiled ahead of time to Lingui's format, so the browser carries no ICU parser. */
export type CompiledCatalogue<Id extends string = string> = Readonly<Record<Id, CompiledMessage>>;

/** A host's messages by locale (`{ de: { 'login.signIn.title': 'Willkommen' } }`): any id, plain text or ICU. */
export type Localization = Readonly<Record<string, Readonly<Partial<Record<MessageId, string>>>>>;
