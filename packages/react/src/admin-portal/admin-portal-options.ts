import type { ThemePaletteInput } from '@gatehouse/core';

/** How a page field appears (spec 001 §2): not at all, read only, or editable. */
export type FieldVisibility = 'hidden' | 'viewOnly' | 'edit';
/** How a tab appears (spec 001 §2): tabs are either hidden or editable. */
export type TabVisibility = 'hidden' | 'edit';
/** The default visibility of a navigation entry (spec 001 §2). */
export type EntryVisibility = 'hidden' | 'always' | 'byPermissions';

/** The admin portal's sections (spec 001 §2). */
export const adminPortalSections = [
  'users',
  'groups',
  'roles',
  'profile',
  'privacy',
  'account',
  'personalApiTokens',
  'apiTokens',
  'sso',
] as const;
/** One section of the admin portal. */
export type AdminPortalSection = (typeof adminPortalSections)[number];

/** Per-entry navigation override: show an entry hidden by default, or hide one shown by default. */
export interface NavigationEntryOptions {
  visibility?: EntryVisibility;
  /**
   * Replaces the entry's required permission; `null` requires none. For areas the server opens to every signed-in
   * user (personal API tokens need no permission on this server), not a way around the server's own checks.
   */
  permission?: string | null;
}

/** What the host decides about the portal: which entries, which fields and tabs, which colours. */
export interface AdminPortalOptions {
  /** Navigation entries by name; the permission (and flag) of spec 001 §2 still applies. */
  navigation?: Partial<Record<string, NavigationEntryOptions>>;
  /** Field visibility by `<section>.<field>` (e.g. `profile.phoneNumber`, `users.invitePhone`); default `edit`. */
  fields?: Partial<Record<string, FieldVisibility>>;
  /** Tab visibility by `<section>.<tab>` (e.g. `privacy.loginSessions`); default `edit`. */
  tabs?: Partial<Record<string, TabVisibility>>;
  /** Theme palette, applied as the `--gh-color-*` custom properties. */
  theme?: ThemePaletteInput;
}
