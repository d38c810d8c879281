import type { CompiledCatalogue, PortalRolesId } from '../message-id';

/**
 * The portal-roles messages in de, compiled to Lingui's format. GENERATED from catalogues/portal-roles.de.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalRolesId> = {
  'portal.roles.title': ['Rollen'],
  'portal.roles.description': [
    'Was Mitglieder, Gruppen und API-Tokens tun dürfen. Die Rollen des Anbieters sind schreibgeschützt; Ihre eigenen können Sie ändern.',
  ],
  'portal.roles.column.name': ['Rolle'],
  'portal.roles.column.key': ['Schlüssel'],
  'portal.roles.column.description': ['Beschreibung'],
  'portal.roles.column.permissions': ['Berechtigungen'],
  'portal.roles.badge.default': ['Standard'],
  'portal.roles.badge.vendor': ['Vorgegeben'],
  'portal.roles.permissionCount': [
    ['count', 'plural', { '0': ['Keine Berechtigungen'], one: ['#', ' Berechtigung'], other: ['#', ' Berechtigungen'] }],
  ],
  'portal.roles.menu.label': ['Weitere Aktionen für ', ['name']],
  'portal.roles.menu.permissions': ['Berechtigungen'],
  'portal.roles.menu.viewPermissions': ['Berechtigungen ansehen'],
  'portal.roles.empty.title': ['Noch keine Rollen'],
  'portal.roles.empty.text': ['Erstellen Sie eine Rolle, um Mitgliedern, Gruppen und Tokens eine Reihe von Berechtigungen zu geben.'],
  'portal.roles.empty.action': ['Eine Rolle erstellen'],
  'portal.roles.create.open': ['Rolle erstellen'],
  'portal.roles.create.title': ['Rolle erstellen'],
  'portal.roles.create.description': [
    'Benennen Sie die Rolle, geben Sie ihr einen Schlüssel, den Zugriffstokens tragen, und wählen Sie ihre Berechtigungen.',
  ],
  'portal.roles.create.submit': ['Erstellen'],
  'portal.roles.created': ['Rolle ', ['name'], ' erstellt'],
  'portal.roles.edit.title': [['name'], ' bearbeiten'],
  'portal.roles.edit.submit': ['Änderungen speichern'],
  'portal.roles.updated': ['Rolle ', ['name'], ' gespeichert'],
  'portal.roles.noChanges': ['Keine Änderungen zu speichern'],
  'portal.roles.form.name': ['Name'],
  'portal.roles.form.nameInvalid': ['Geben Sie einen Namen mit 1 bis 200 Zeichen ein.'],
  'portal.roles.form.key': ['Schlüssel'],
  'portal.roles.form.keyHint': ['Zugriffstokens tragen ihn, z. B. Support oder billing.admin.'],
  'portal.roles.form.keyInvalid': [
    'Beginnen Sie mit einem Buchstaben oder einer Ziffer und verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und . _ : - (höchstens 100 Zeichen).',
  ],
  'portal.roles.form.keyTaken': ['Eine andere Rolle hat bereits diesen Schlüssel. Wählen Sie einen anderen.'],
  'portal.roles.form.description': ['Beschreibung'],
  'portal.roles.form.descriptionInvalid': ['Die Beschreibung darf höchstens 2.000 Zeichen lang sein.'],
  'portal.roles.permissions.title': ['Berechtigungen von ', ['name']],
  'portal.roles.permissions.readOnly': ['Diese Rolle ist vom Anbieter festgelegt: Ihre Berechtigungen können hier nicht geändert werden.'],
  'portal.roles.permissions.submit': ['Berechtigungen speichern'],
  'portal.roles.permissions.saved': ['Berechtigungen von ', ['name'], ' gespeichert'],
  'portal.roles.picker.label': ['Berechtigungen'],
  'portal.roles.picker.filter': ['Berechtigungen filtern'],
  'portal.roles.picker.count': [['count'], ' von ', ['total'], ' ausgewählt'],
  'portal.roles.picker.groupCount': [['count'], ' von ', ['total'], ' ausgewählt'],
  'portal.roles.picker.other': ['Sonstige'],
  'portal.roles.picker.none': ['Es gibt keine Berechtigungen zur Auswahl.'],
  'portal.roles.picker.noMatch': ['Keine Berechtigung passt zu „', ['filter'], '“.'],
  'portal.roles.delete.title': [['name'], ' löschen?'],
  'portal.roles.delete.text': [
    'Mitglieder, Gruppen und API-Tokens mit ',
    ['name'],
    ' verlieren die Rolle und ihre Berechtigungen sofort. Dies kann nicht rückgängig gemacht werden.',
  ],
  'portal.roles.delete.submit': ['Rolle löschen'],
  'portal.roles.deleted': ['Rolle ', ['name'], ' gelöscht'],
};
