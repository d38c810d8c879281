import type { CompiledCatalogue, PortalTokensId } from '../message-id';

/**
 * The portal-tokens messages in he, compiled to Lingui's format. GENERATED from catalogues/portal-tokens.he.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalTokensId> = {
  'portal.tokens.title': ['אסימונים'],
  'portal.tokens.personal.title': ['אסימוני API אישיים'],
  'portal.tokens.personal.description': ['אסימונים שמאפשרים לסקריפטים ולכלים שלכם לקרוא ל־API בשמכם, עם ההרשאות שלכם.'],
  'portal.tokens.tenant.title': ['אסימוני API'],
  'portal.tokens.tenant.description': ['אסימונים שמאפשרים למכונות של החשבון לקרוא ל־API עם התפקידים שאתם נותנים להם.'],
  'portal.tokens.column.description': ['תיאור'],
  'portal.tokens.column.clientId': ['מזהה לקוח'],
  'portal.tokens.column.created': ['נוצר'],
  'portal.tokens.column.expires': ['תפוגה'],
  'portal.tokens.column.roles': ['תפקידים'],
  'portal.tokens.menu.label': ['פעולות נוספות עבור ', ['name']],
  'portal.tokens.empty.title': ['עדיין אין אסימונים'],
  'portal.tokens.empty.personalText': ['צרו אסימון כדי לקרוא ל־API מסקריפט בשמכם.'],
  'portal.tokens.empty.tenantText': ['צרו אסימון למכונה של החשבון הזה, עם התפקידים שהיא צריכה.'],
  'portal.tokens.empty.action': ['יצירת אסימון ראשון'],
  'portal.tokens.create.open': ['יצירת אסימון'],
  'portal.tokens.create.title': ['יצירת אסימון'],
  'portal.tokens.create.personalText': ['האסימון פועל בשמכם. הסוד שלו מוצג פעם אחת, מיד אחרי שהוא נוצר.'],
  'portal.tokens.create.tenantText': ['האסימון פועל בשם החשבון עם התפקידים שתבחרו. הסוד שלו מוצג פעם אחת, מיד אחרי שהוא נוצר.'],
  'portal.tokens.create.submit': ['יצירה'],
  'portal.tokens.form.description': ['תיאור'],
  'portal.tokens.form.descriptionInvalid': ['תארו למה האסימון משמש, ב־1 עד 500 תווים.'],
  'portal.tokens.form.days': ['תפוגה בעוד (ימים)'],
  'portal.tokens.form.daysHint': ['השאירו ריק לאסימון שאינו פג לעולם.'],
  'portal.tokens.form.daysInvalid': ['הזינו מספר שלם של ימים בין 1 ל־3,650, או השאירו ריק.'],
  'portal.tokens.form.roles': ['תפקידים'],
  'portal.tokens.form.filterRoles': ['סינון תפקידים'],
  'portal.tokens.form.rolesSelected': [
    ['count', 'plural', { '0': ['לא נבחר תפקיד'], one: ['נבחר תפקיד אחד'], other: ['נבחרו ', '#', ' תפקידים'] }],
  ],
  'portal.tokens.form.noRoles': ['אין תפקידים לבחירה.'],
  'portal.tokens.form.noRoleMatches': ['אף תפקיד לא תואם ל־„', ['filter'], '”.'],
  'portal.tokens.created.title': ['האסימון נוצר'],
  'portal.tokens.created.text': ['העתיקו את הסוד עכשיו ושמרו אותו במקום בטוח: הוא לא יוצג שוב.'],
  'portal.tokens.created.clientId': ['מזהה לקוח'],
  'portal.tokens.created.secret': ['סוד'],
  'portal.tokens.delete.title': ['למחוק את ', ['name'], '?'],
  'portal.tokens.delete.text': ['כל מה שמשתמש באסימון הזה יפסיק לעבוד מיד. אי אפשר לבטל את הפעולה.'],
  'portal.tokens.delete.submit': ['מחיקת האסימון'],
  'portal.tokens.deleted': ['האסימון ', ['name'], ' נמחק'],
};
