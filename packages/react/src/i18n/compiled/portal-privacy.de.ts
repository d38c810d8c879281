import type { CompiledCatalogue, PortalPrivacyId } from '../message-id';

/**
 * The portal-privacy messages in de, compiled to Lingui's format. GENERATED from catalogues/portal-privacy.de.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalPrivacyId> = {
  'portal.privacy.title': ['Datenschutz'],
  'portal.privacy.description': ['Wo Sie angemeldet sind und welcher zweite Schritt Ihr Konto schützt.'],
  'portal.privacy.tabs': ['Datenschutzeinstellungen'],
  'portal.privacy.tab.sessions': ['Anmeldesitzungen'],
  'portal.privacy.tab.mfa': ['Zwei-Faktor-Authentifizierung'],
  'portal.privacy.nothing': ['Nichts anzuzeigen.'],
  'portal.privacy.sessions.title': ['Anmeldesitzungen'],
  'portal.privacy.sessions.description': ['Die Browser und Geräte, die bei Ihrem Konto angemeldet sind.'],
  'portal.privacy.sessions.empty': ['Keine aktiven Sitzungen.'],
  'portal.privacy.sessions.loadFailed': ['Ihre Sitzungen konnten nicht geladen werden.'],
  'portal.privacy.column.device': ['Gerät'],
  'portal.privacy.column.ip': ['IP-Adresse'],
  'portal.privacy.column.signedIn': ['Angemeldet'],
  'portal.privacy.column.lastActive': ['Zuletzt aktiv'],
  'portal.privacy.device.both': [['browser'], ' unter ', ['system']],
  'portal.privacy.device.unknown': ['Unbekanntes Gerät'],
  'portal.privacy.ip.unknown': ['unbekannte IP'],
  'portal.privacy.session.name': [['device'], ' (', ['ip'], ')'],
  'portal.privacy.thisDevice': ['Dieses Gerät'],
  'portal.privacy.actionsFor': ['Weitere Aktionen für ', ['name']],
  'portal.privacy.signOut': ['Abmelden'],
  'portal.privacy.signOutTitle': [['name'], ' abmelden?'],
  'portal.privacy.signOutText': ['Dieser Browser muss sich dann erneut anmelden.'],
  'portal.privacy.signedOut': [['name'], ' abgemeldet'],
  'portal.privacy.signOutOthers': ['Alle anderen Sitzungen abmelden'],
  'portal.privacy.signOutOthersTitle': ['Alle anderen Sitzungen abmelden?'],
  'portal.privacy.signOutOthersText': [
    ['count', 'plural', { one: ['#', ' andere Sitzung endet'], other: ['#', ' andere Sitzungen enden'] }],
    '; diese bleibt angemeldet.',
  ],
  'portal.privacy.signedOutOthers': ['Alle anderen Sitzungen wurden abgemeldet'],
};
