import type { Catalogue, PortalGroupsId } from '../message-id';

/** The portal's groups section in German (formal address). */
export const portalGroupsDe: Catalogue<PortalGroupsId> = {
  'portal.groups.title': 'Gruppen',
  'portal.groups.description':
    'Eine Gruppe gibt ihren Mitgliedern gemeinsam Rollen: Fügen Sie Personen der Gruppe hinzu, statt jeder einzeln die Rollen zu geben.',
  'portal.groups.create': 'Gruppe erstellen',
  'portal.groups.table': 'Gruppen dieses Kontos',
  'portal.groups.loadFailed': 'Die Gruppen konnten nicht geladen werden.',

  'portal.groups.column.group': 'Gruppe',
  'portal.groups.column.roles': 'Rollen',
  'portal.groups.column.members': 'Mitglieder',
  'portal.groups.members.count': '{count, plural, =0 {Keine Mitglieder} one {# Mitglied} other {# Mitglieder}}',
  'portal.groups.badge.scim': 'SCIM',
  'portal.groups.badge.scimHint': 'Wird von Ihrem Verzeichnis (SCIM) verwaltet',

  'portal.groups.menu': 'Weitere Aktionen für {name}',
  'portal.groups.action.edit': 'Bearbeiten',
  'portal.groups.action.members': 'Mitglieder',
  'portal.groups.action.delete': 'Löschen',

  'portal.groups.confirm.delete.title': '{name} löschen?',
  'portal.groups.confirm.delete.text': 'Die Mitglieder von {name} verlieren die Rollen, die die Gruppe ihnen gibt.',
  'portal.groups.confirm.delete.action': 'Gruppe löschen',
  'portal.groups.confirm.removeMember.title': '{email} aus {name} entfernen?',
  'portal.groups.confirm.removeMember.text': 'Die Person verliert die Rollen, die die Gruppe ihr gibt.',
  'portal.groups.confirm.removeMember.action': 'Entfernen',

  'portal.groups.toast.created': 'Gruppe {name} erstellt',
  'portal.groups.toast.saved': 'Gruppe {name} gespeichert',
  'portal.groups.toast.deleted': 'Gruppe {name} gelöscht',
  'portal.groups.toast.membersAdded': '{count, plural, one {# Mitglied zu {name} hinzugefügt} other {# Mitglieder zu {name} hinzugefügt}}',
  'portal.groups.toast.memberRemoved': '{email} aus {name} entfernt',

  'portal.groups.field.name': 'Gruppenname',
  'portal.groups.field.color': 'Farbe',
  'portal.groups.field.colorHint': 'Ein Hex-Code wie #4461f2, oder rgb(), hsl() bzw. color().',
  'portal.groups.field.colorPicker': 'Farbe auswählen',
  'portal.groups.field.description': 'Beschreibung',
  'portal.groups.error.nameRequired': 'Geben Sie einen Namen für die Gruppe ein',
  'portal.groups.error.color': 'Geben Sie eine Farbe wie #4461f2 oder rgb(68, 97, 242) ein',

  'portal.groups.roles.legend': 'Rollen',
  'portal.groups.roles.filter': 'Rollen filtern',
  'portal.groups.roles.empty': 'Es gibt keine Rollen zur Auswahl.',
  'portal.groups.roles.noMatch': 'Keine Rolle passt zu „{query}“.',
  'portal.groups.roles.selected': '{count, plural, =0 {Keine Rolle ausgewählt} one {# Rolle ausgewählt} other {# Rollen ausgewählt}}',
  'portal.groups.users.legend': 'Mitglieder',
  'portal.groups.users.addLegend': 'Mitglieder hinzufügen',
  'portal.groups.users.filter': 'Benutzer filtern',
  'portal.groups.users.empty': 'Alle sind bereits Mitglied.',
  'portal.groups.users.noMatch': 'Kein Benutzer passt zu „{query}“.',
  'portal.groups.users.selected':
    '{count, plural, =0 {Kein Benutzer ausgewählt} one {# Benutzer ausgewählt} other {# Benutzer ausgewählt}}',

  'portal.groups.createDialog.submit': 'Erstellen',
  'portal.groups.editDialog.title': '{name} bearbeiten',
  'portal.groups.editDialog.submit': 'Änderungen speichern',
  'portal.groups.membersDialog.title': 'Mitglieder von {name}',
  'portal.groups.membersDialog.current': 'Aktuelle Mitglieder',
  'portal.groups.membersDialog.none': 'Diese Gruppe hat noch keine Mitglieder.',
  'portal.groups.membersDialog.remove': '{email} aus der Gruppe entfernen',
  'portal.groups.membersDialog.add': 'Ausgewählte hinzufügen',

  'portal.groups.empty.title': 'Noch keine Gruppen',
  'portal.groups.empty.text': 'Erstellen Sie eine Gruppe, um mehreren Personen auf einmal dieselben Rollen zu geben.',
};
