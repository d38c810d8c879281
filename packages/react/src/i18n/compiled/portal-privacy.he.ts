import type { CompiledCatalogue, PortalPrivacyId } from '../message-id';

/**
 * The portal-privacy messages in he, compiled to Lingui's format. GENERATED from catalogues/portal-privacy.he.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalPrivacyId> = {
  'portal.privacy.title': ['Privacy'],
};
