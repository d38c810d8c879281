import type { CompiledCatalogue, PortalUsersId } from '../message-id';

/**
 * The portal-users messages in en, compiled to Lingui's format. GENERATED from catalogues/portal-users.en.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalUsersId> = {
  'portal.users.title': ['Users'],
};
