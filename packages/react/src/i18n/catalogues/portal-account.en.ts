/** The portal's account section in English, the source of truth (ICU MessageFormat): ids under `portal.account.*`. */
export const portalAccountEn = {
  'portal.account.title': 'Account',
} satisfies Record<`portal.account.${string}`, string>;
