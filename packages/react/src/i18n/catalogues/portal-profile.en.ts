/** The portal's profile section in English, the source of truth (ICU MessageFormat): ids under `portal.profile.*`. */
export const portalProfileEn = {
  'portal.profile.title': 'Profile',
} satisfies Record<`portal.profile.${string}`, string>;
