import type { CompiledCatalogue, PortalRolesId } from '../message-id';

/**
 * The portal-roles messages in he, compiled to Lingui's format. GENERATED from catalogues/portal-roles.he.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalRolesId> = {
  'portal.roles.title': ['Roles'],
};
