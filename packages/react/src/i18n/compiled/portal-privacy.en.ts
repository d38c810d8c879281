import type { CompiledCatalogue, PortalPrivacyId } from '../message-id';

/**
 * The portal-privacy messages in en, compiled to Lingui's format. GENERATED from catalogues/portal-privacy.en.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalPrivacyId> = {
  'portal.privacy.title': ['Privacy'],
  'portal.privacy.description': ['Where you are signed in, and the second step that protects your account.'],
  'portal.privacy.tabs': ['Privacy settings'],
  'portal.privacy.tab.sessions': ['Login sessions'],
  'portal.privacy.tab.mfa': ['Two-factor authentication'],
  'portal.privacy.nothing': ['Nothing to show.'],
  'portal.privacy.sessions.title': ['Login sessions'],
  'portal.privacy.sessions.description': ['The browsers and devices signed in to your account.'],
  'portal.privacy.sessions.empty': ['No active sessions.'],
  'portal.privacy.sessions.loadFailed': ['Your sessions could not be loaded.'],
  'portal.privacy.column.device': ['Device'],
  'portal.privacy.column.ip': ['IP address'],
  'portal.privacy.column.signedIn': ['Signed in'],
  'portal.privacy.column.lastActive': ['Last active'],
  'portal.privacy.device.both': [['browser'], ' on ', ['system']],
  'portal.privacy.device.unknown': ['Unknown device'],
  'portal.privacy.ip.unknown': ['unknown IP'],
  'portal.privacy.session.name': [['device'], ' (', ['ip'], ')'],
  'portal.privacy.thisDevice': ['This device'],
  'portal.privacy.actionsFor': ['More actions for ', ['name']],
  'portal.privacy.signOut': ['Sign out'],
  'portal.privacy.signOutTitle': ['Sign out ', ['name'], '?'],
  'portal.privacy.signOutText': ['That browser will have to sign in again.'],
  'portal.privacy.signedOut': [['name'], ' signed out'],
  'portal.privacy.signOutOthers': ['Sign out all other sessions'],
  'portal.privacy.signOutOthersTitle': ['Sign out all other sessions?'],
  'portal.privacy.signOutOthersText': [
    ['count', 'plural', { one: ['#', ' other session ends'], other: ['#', ' other sessions end'] }],
    '; this one stays signed in.',
  ],
  'portal.privacy.signedOutOthers': ['All other sessions were signed out'],
};
