// Each section's area lives in its own module, so a section's chunk carries its own English only.
export { portalUsersMessages } from './portal-users-messages';
export { portalGroupsMessages } from './portal-groups-messages';
export { portalRolesMessages } from './portal-roles-messages';
export { portalAccountMessages } from './portal-account-messages';
export { portalTokensMessages } from './portal-tokens-messages';
export { portalProfileMessages } from './portal-profile-messages';
export { portalPrivacyMessages } from './portal-privacy-messages';
