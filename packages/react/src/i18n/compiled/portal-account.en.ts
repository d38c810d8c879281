import type { CompiledCatalogue, PortalAccountId } from '../message-id';

/**
 * The portal-account messages in en, compiled to Lingui's format. GENERATED from catalogues/portal-account.en.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalAccountId> = {
  'portal.account.title': ['Account'],
};
