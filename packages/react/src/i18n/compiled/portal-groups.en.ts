import type { CompiledCatalogue, PortalGroupsId } from '../message-id';

/**
 * The portal-groups messages in en, compiled to Lingui's format. GENERATED from catalogues/portal-groups.en.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalGroupsId> = {
  'portal.groups.title': ['Groups'],
};
