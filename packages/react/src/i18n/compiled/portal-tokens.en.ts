import type { CompiledCatalogue, PortalTokensId } from '../message-id';

/**
 * The portal-tokens messages in en, compiled to Lingui's format. GENERATED from catalogues/portal-tokens.en.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalTokensId> = {
  'portal.tokens.title': ['Tokens'],
};
