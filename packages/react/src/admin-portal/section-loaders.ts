import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminPortalSection } from './admin-portal-options';

/** Each section is its own chunk, loaded when first opened. */
export const sectionComponents: Partial<Record<AdminPortalSection, LazyExoticComponent<ComponentType>>> = {
  users: lazy(() => import('./sections/users/users-section')),
  privacy: lazy(() => import('./sections/privacy/privacy-section')),
  personalApiTokens: lazy(() => import('./sections/api-tokens/personal-api-tokens-section')),
  apiTokens: lazy(() => import('./sections/api-tokens/tenant-api-tokens-section')),
  profile: lazy(() => import('./sections/profile/profile-section')),
  groups: lazy(() => import('./sections/groups/groups-section')),
  roles: lazy(() => import('./sections/roles/roles-section')),
  account: lazy(() => import('./sections/account/account-section')),
  sso: lazy(() => import('./sections/sso/sso-section')),
};
