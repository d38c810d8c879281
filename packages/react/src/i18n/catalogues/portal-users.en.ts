/** The portal's users section in English, the source of truth (ICU MessageFormat): ids under `portal.users.*`. */
export const portalUsersEn = {
  'portal.users.title': 'Users',
} satisfies Record<`portal.users.${string}`, string>;
