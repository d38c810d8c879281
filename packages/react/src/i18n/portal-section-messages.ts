import type { MessageArea } from './message-area';
import { portalMessages } from './portal-messages';
import { messages as usersEnglish } from './compiled/portal-users.en';
import { messages as groupsEnglish } from './compiled/portal-groups.en';
import { messages as rolesEnglish } from './compiled/portal-roles.en';
import { messages as accountEnglish } from './compiled/portal-account.en';
import { messages as tokensEnglish } from './compiled/portal-tokens.en';
import { messages as profileEnglish } from './compiled/portal-profile.en';
import { messages as privacyEnglish } from './compiled/portal-privacy.en';
import type {
  PortalMessageId,
  PortalUsersId,
  PortalGroupsId,
  PortalRolesId,
  PortalAccountId,
  PortalTokensId,
  PortalProfileId,
  PortalPrivacyId,
} from './message-id';

// One area per section, each with the portal's shared words as its base: a section's chunk carries its own English and
// nothing of the other sections'. Import them from this file directly, never through the package entry.

/** The users section's messages: `useMessages(portalUsersMessages)`. */
export const portalUsersMessages: MessageArea<PortalUsersId | PortalMessageId> = {
  name: 'portal-users',
  english: usersEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-users.de').then((m) => m.messages),
    he: () => import('./compiled/portal-users.he').then((m) => m.messages),
  },
};

/** The groups section's messages: `useMessages(portalGroupsMessages)`. */
export const portalGroupsMessages: MessageArea<PortalGroupsId | PortalMessageId> = {
  name: 'portal-groups',
  english: groupsEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-groups.de').then((m) => m.messages),
    he: () => import('./compiled/portal-groups.he').then((m) => m.messages),
  },
};

/** The roles section's messages: `useMessages(portalRolesMessages)`. */
export const portalRolesMessages: MessageArea<PortalRolesId | PortalMessageId> = {
  name: 'portal-roles',
  english: rolesEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-roles.de').then((m) => m.messages),
    he: () => import('./compiled/portal-roles.he').then((m) => m.messages),
  },
};

/** The account section's messages: `useMessages(portalAccountMessages)`. */
export const portalAccountMessages: MessageArea<PortalAccountId | PortalMessageId> = {
  name: 'portal-account',
  english: accountEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-account.de').then((m) => m.messages),
    he: () => import('./compiled/portal-account.he').then((m) => m.messages),
  },
};

/** The tokens section's messages: `useMessages(portalTokensMessages)`. */
export const portalTokensMessages: MessageArea<PortalTokensId | PortalMessageId> = {
  name: 'portal-tokens',
  english: tokensEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-tokens.de').then((m) => m.messages),
    he: () => import('./compiled/portal-tokens.he').then((m) => m.messages),
  },
};

/** The profile section's messages: `useMessages(portalProfileMessages)`. */
export const portalProfileMessages: MessageArea<PortalProfileId | PortalMessageId> = {
  name: 'portal-profile',
  english: profileEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-profile.de').then((m) => m.messages),
    he: () => import('./compiled/portal-profile.he').then((m) => m.messages),
  },
};

/** The privacy section's messages: `useMessages(portalPrivacyMessages)`. */
export const portalPrivacyMessages: MessageArea<PortalPrivacyId | PortalMessageId> = {
  name: 'portal-privacy',
  english: privacyEnglish,
  base: portalMessages,
  locales: {
    de: () => import('./compiled/portal-privacy.de').then((m) => m.messages),
    he: () => import('./compiled/portal-privacy.he').then((m) => m.messages),
  },
};
