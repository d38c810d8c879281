/** The portal's groups section in English, the source of truth (ICU MessageFormat): ids under `portal.groups.*`. */
export const portalGroupsEn = {
  'portal.groups.title': 'Groups',
} satisfies Record<`portal.groups.${string}`, string>;
