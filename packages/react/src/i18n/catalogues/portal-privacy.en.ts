/** The portal's privacy section in English, the source of truth (ICU MessageFormat): ids under `portal.privacy.*`. */
export const portalPrivacyEn = {
  'portal.privacy.title': 'Privacy',
} satisfies Record<`portal.privacy.${string}`, string>;
