import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { loginRoutesEn } from './catalogues/login-routes.en';
import type { loginEn } from './catalogues/login.en';
import type { portalEn } from './catalogues/portal.en';
import type { portalUsersEn } from './catalogues/portal-users.en';
import type { portalGroupsEn } from './catalogues/portal-groups.en';
import type { portalRolesEn } from './catalogues/portal-roles.en';
import type { portalAccountEn } from './catalogues/portal-account.en';
import type { portalTokensEn } from './catalogues/portal-tokens.en';
import type { portalProfileEn } from './catalogues/portal-profile.en';
import type { portalPrivacyEn } from './catalogues/portal-privacy.en';
import type { portalSsoEn } from './catalogues/portal-sso.en';

/** Ids of the login box's first screen (`login.signIn.title`): sign-in, MFA, passwordless, shared words. */
export type LoginFirstScreenId = keyof typeof loginEn;

/** Ids of the login box's other routes (`login.signUp.title`): sign-up, resets, step-up, impersonation, hosted page. */
export type LoginRoutesId = keyof typeof loginRoutesEn;

/** Ids of the login box's messages, from the English catalogues. */
export type LoginMessageId = LoginFirstScreenId | LoginRoutesId;

/** Ids of the admin portal's messages (`portal.common.save`), from the English catalogue. */
export type PortalMessageId = keyof typeof portalEn;

/** Ids of the portal's users section (`portal.users.*`). */
export type PortalUsersId = keyof typeof portalUsersEn;

/** Ids of the portal's groups section (`portal.groups.*`). */
export type PortalGroupsId = keyof typeof portalGroupsEn;

/** Ids of the portal's roles section (`portal.roles.*`). */
export type PortalRolesId = keyof typeof portalRolesEn;

/** Ids of the portal's account section (`portal.account.*`). */
export type PortalAccountId = keyof typeof portalAccountEn;

/** Ids of the portal's tokens section (`portal.tokens.*`). */
export type PortalTokensId = keyof typeof portalTokensEn;

/** Ids of the portal's profile section (`portal.profile.*`). */
export type PortalProfileId = keyof typeof portalProfileEn;

/** Ids of the portal's privacy section (`portal.privacy.*`). */
export type PortalPrivacyId = keyof typeof portalPrivacyEn;

/** Ids of the portal's SSO section (`portal.sso.*`). */
export type PortalSsoId = keyof typeof portalSsoEn;

/** Ids of every portal section's own messages. */
export type PortalSectionId =
  PortalUsersId | PortalGroupsId | PortalRolesId | PortalAccountId | PortalTokensId | PortalProfileId | PortalPrivacyId | PortalSsoId;

/** Every message id of Gatehouse's catalogues. */
export type MessageId = LoginMessageId | PortalMessageId | PortalSectionId;

/** A source catalogue of one locale: an ICU MessageFormat string for every id, no more, no fewer. */
export type Catalogue<Id extends string> = Readonly<Record<Id, string>>;

/** A catalogue compiled ahead of time to Lingui's format, so the browser carries no ICU parser. */
export type CompiledCatalogue<Id extends string = string> = Readonly<Record<Id, CompiledMessage>>;

/** A host's messages by locale (`{ de: { 'login.signIn.title': 'Willkommen' } }`): any id, plain text or ICU. */
export type Localization = Readonly<Record<string, Readonly<Partial<Record<MessageId, string>>>>>;
