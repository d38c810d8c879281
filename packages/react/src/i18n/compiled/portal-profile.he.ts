import type { CompiledCatalogue, PortalProfileId } from '../message-id';

/**
 * The portal-profile messages in he, compiled to Lingui's format. GENERATED from catalogues/portal-profile.he.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalProfileId> = {
  'portal.profile.title': ['Profile'],
};
