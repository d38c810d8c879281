/** The portal's tokens section in English, the source of truth (ICU MessageFormat): ids under `portal.tokens.*`. */
export const portalTokensEn = {
  'portal.tokens.title': 'Tokens',
} satisfies Record<`portal.tokens.${string}`, string>;
