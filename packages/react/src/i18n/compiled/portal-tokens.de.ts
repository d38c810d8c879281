import type { CompiledCatalogue, PortalTokensId } from '../message-id';

/**
 * The portal-tokens messages in de, compiled to Lingui's format. GENERATED from catalogues/portal-tokens.de.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalTokensId> = {
  'portal.tokens.title': ['Tokens'],
  'portal.tokens.personal.title': ['Persönliche API-Tokens'],
  'portal.tokens.personal.description': [
    'Tokens, mit denen Ihre Skripte und Werkzeuge die API als Sie aufrufen, mit Ihren Berechtigungen.',
  ],
  'portal.tokens.tenant.title': ['API-Tokens'],
  'portal.tokens.tenant.description': ['Tokens, mit denen die Maschinen des Kontos die API mit den Rollen aufrufen, die Sie ihnen geben.'],
  'portal.tokens.column.description': ['Beschreibung'],
  'portal.tokens.column.clientId': ['Client-ID'],
  'portal.tokens.column.created': ['Erstellt'],
  'portal.tokens.column.expires': ['Läuft ab'],
  'portal.tokens.column.roles': ['Rollen'],
  'portal.tokens.menu.label': ['Weitere Aktionen für ', ['name']],
  'portal.tokens.empty.title': ['Noch keine Tokens'],
  'portal.tokens.empty.personalText': ['Erzeugen Sie ein Token, um die API aus einem Skript als Sie selbst aufzurufen.'],
  'portal.tokens.empty.tenantText': ['Erzeugen Sie ein Token für eine Maschine dieses Kontos, mit den Rollen, die sie braucht.'],
  'portal.tokens.empty.action': ['Ein Token erzeugen'],
  'portal.tokens.create.open': ['Token erzeugen'],
  'portal.tokens.create.title': ['Token erzeugen'],
  'portal.tokens.create.personalText': ['Das Token handelt als Sie. Sein Geheimnis wird einmal angezeigt, direkt nach dem Erzeugen.'],
  'portal.tokens.create.tenantText': [
    'Das Token handelt für das Konto mit den Rollen, die Sie wählen. Sein Geheimnis wird einmal angezeigt, direkt nach dem Erzeugen.',
  ],
  'portal.tokens.create.submit': ['Erzeugen'],
  'portal.tokens.form.description': ['Beschreibung'],
  'portal.tokens.form.descriptionInvalid': ['Beschreiben Sie in 1 bis 500 Zeichen, wofür das Token gedacht ist.'],
  'portal.tokens.form.days': ['Läuft ab in (Tagen)'],
  'portal.tokens.form.daysHint': ['Lassen Sie das Feld leer für ein Token, das nie abläuft.'],
  'portal.tokens.form.daysInvalid': ['Geben Sie eine ganze Zahl von 1 bis 3.650 Tagen ein oder lassen Sie das Feld leer.'],
  'portal.tokens.form.roles': ['Rollen'],
  'portal.tokens.form.filterRoles': ['Rollen filtern'],
  'portal.tokens.form.rolesSelected': [
    ['count', 'plural', { '0': ['Keine Rolle ausgewählt'], one: ['#', ' Rolle ausgewählt'], other: ['#', ' Rollen ausgewählt'] }],
  ],
  'portal.tokens.form.noRoles': ['Es gibt keine Rollen zur Auswahl.'],
  'portal.tokens.form.noRoleMatches': ['Keine Rolle passt zu „', ['filter'], '“.'],
  'portal.tokens.created.title': ['Token erzeugt'],
  'portal.tokens.created.text': ['Kopieren Sie das Geheimnis jetzt und bewahren Sie es sicher auf: Es wird nicht noch einmal angezeigt.'],
  'portal.tokens.created.clientId': ['Client-ID'],
  'portal.tokens.created.secret': ['Geheimnis'],
  'portal.tokens.delete.title': [['name'], ' löschen?'],
  'portal.tokens.delete.text': [
    'Alles, was dieses Token verwendet, funktioniert sofort nicht mehr. Dies kann nicht rückgängig gemacht werden.',
  ],
  'portal.tokens.delete.submit': ['Token löschen'],
  'portal.tokens.deleted': ['Token ', ['name'], ' gelöscht'],
};
