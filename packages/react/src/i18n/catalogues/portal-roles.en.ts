/** The portal's roles section in English, the source of truth (ICU MessageFormat): ids under `portal.roles.*`. */
export const portalRolesEn = {
  'portal.roles.title': 'Roles',
} satisfies Record<`portal.roles.${string}`, string>;
