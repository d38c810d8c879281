import type { Catalogue, PortalGroupsId } from '../message-id';

/** The portal's groups section in Hebrew. */
export const portalGroupsHe: Catalogue<PortalGroupsId> = {
  'portal.groups.title': 'קבוצות',
  'portal.groups.description': 'קבוצה נותנת לחברים בה תפקידים יחד: הוסיפו אנשים לקבוצה במקום לתת לכל אחד את התפקידים.',
  'portal.groups.create': 'יצירת קבוצה',
  'portal.groups.table': 'הקבוצות של החשבון הזה',
  'portal.groups.loadFailed': 'לא ניתן היה לטעון את הקבוצות.',

  'portal.groups.column.group': 'קבוצה',
  'portal.groups.column.roles': 'תפקידים',
  'portal.groups.column.members': 'חברים',
  'portal.groups.members.count': '{count, plural, =0 {אין חברים} one {חבר אחד} other {# חברים}}',
  'portal.groups.badge.scim': 'SCIM',
  'portal.groups.badge.scimHint': 'מנוהלת על ידי הספרייה שלכם (SCIM)',

  'portal.groups.menu': 'פעולות נוספות עבור {name}',
  'portal.groups.action.edit': 'עריכה',
  'portal.groups.action.members': 'חברים',
  'portal.groups.action.delete': 'מחיקה',

  'portal.groups.confirm.delete.title': 'למחוק את {name}?',
  'portal.groups.confirm.delete.text': 'החברים ב־{name} יאבדו את התפקידים שהקבוצה נותנת להם.',
  'portal.groups.confirm.delete.action': 'מחיקת הקבוצה',
  'portal.groups.confirm.removeMember.title': 'להסיר את {email} מ־{name}?',
  'portal.groups.confirm.removeMember.text': 'הם יאבדו את התפקידים שהקבוצה נותנת להם.',
  'portal.groups.confirm.removeMember.action': 'הסרה',

  'portal.groups.toast.created': 'הקבוצה {name} נוצרה',
  'portal.groups.toast.saved': 'הקבוצה {name} נשמרה',
  'portal.groups.toast.deleted': 'הקבוצה {name} נמחקה',
  'portal.groups.toast.membersAdded': '{count, plural, one {חבר אחד נוסף ל־{name}} other {# חברים נוספו ל־{name}}}',
  'portal.groups.toast.memberRemoved': '{email} הוסר מ־{name}',

  'portal.groups.field.name': 'שם הקבוצה',
  'portal.groups.field.color': 'צבע',
  'portal.groups.field.colorHint': 'קוד הקס כמו #4461f2, או rgb(),‏ hsl() או color().',
  'portal.groups.field.colorPicker': 'בחירת צבע',
  'portal.groups.field.description': 'תיאור',
  'portal.groups.error.nameRequired': 'הזינו שם לקבוצה',
  'portal.groups.error.color': 'הזינו צבע כמו #4461f2 או rgb(68, 97, 242)',

  'portal.groups.roles.legend': 'תפקידים',
  'portal.groups.roles.filter': 'סינון תפקידים',
  'portal.groups.roles.empty': 'אין תפקידים לבחירה.',
  'portal.groups.roles.noMatch': 'אין תפקיד שמתאים ל„{query}”.',
  'portal.groups.roles.selected': '{count, plural, =0 {לא נבחרו תפקידים} one {נבחר תפקיד אחד} other {נבחרו # תפקידים}}',
  'portal.groups.users.legend': 'חברים',
  'portal.groups.users.addLegend': 'הוספת חברים',
  'portal.groups.users.filter': 'סינון משתמשים',
  'portal.groups.users.empty': 'כולם כבר חברים.',
  'portal.groups.users.noMatch': 'אין משתמש שמתאים ל„{query}”.',
  'portal.groups.users.selected': '{count, plural, =0 {לא נבחרו משתמשים} one {נבחר משתמש אחד} other {נבחרו # משתמשים}}',

  'portal.groups.createDialog.submit': 'יצירה',
  'portal.groups.editDialog.title': 'עריכת {name}',
  'portal.groups.editDialog.submit': 'שמירת השינויים',
  'portal.groups.membersDialog.title': 'החברים ב־{name}',
  'portal.groups.membersDialog.current': 'חברים נוכחיים',
  'portal.groups.membersDialog.none': 'אין עדיין חברים בקבוצה הזו.',
  'portal.groups.membersDialog.remove': 'הסרת {email} מהקבוצה',
  'portal.groups.membersDialog.add': 'הוספת הנבחרים',

  'portal.groups.empty.title': 'עדיין אין קבוצות',
  'portal.groups.empty.text': 'צרו קבוצה כדי לתת לכמה אנשים את אותם תפקידים בבת אחת.',
};
