import type { CompiledCatalogue, PortalPrivacyId } from '../message-id';

/**
 * The portal-privacy messages in he, compiled to Lingui's format. GENERATED from catalogues/portal-privacy.he.ts by
 * compiled-catalogues.test.ts (run it with UPDATE_MESSAGES=1 after changing a catalogue): do not edit.
 */
export const messages: CompiledCatalogue<PortalPrivacyId> = {
  'portal.privacy.title': ['פרטיות'],
  'portal.privacy.description': ['היכן את/ה מחובר/ת, והשלב השני שמגן על החשבון שלך.'],
  'portal.privacy.tabs': ['הגדרות פרטיות'],
  'portal.privacy.tab.sessions': ['הפעלות כניסה'],
  'portal.privacy.tab.mfa': ['אימות דו־שלבי'],
  'portal.privacy.nothing': ['אין מה להציג.'],
  'portal.privacy.sessions.title': ['הפעלות כניסה'],
  'portal.privacy.sessions.description': ['הדפדפנים והמכשירים המחוברים לחשבון שלך.'],
  'portal.privacy.sessions.empty': ['אין הפעלות פעילות.'],
  'portal.privacy.sessions.loadFailed': ['לא ניתן היה לטעון את ההפעלות שלך.'],
  'portal.privacy.column.device': ['מכשיר'],
  'portal.privacy.column.ip': ['כתובת IP'],
  'portal.privacy.column.signedIn': ['כניסה'],
  'portal.privacy.column.lastActive': ['פעילות אחרונה'],
  'portal.privacy.device.both': [['browser'], ' ב־', ['system']],
  'portal.privacy.device.unknown': ['מכשיר לא ידוע'],
  'portal.privacy.ip.unknown': ['IP לא ידוע'],
  'portal.privacy.session.name': [['device'], ' (', ['ip'], ')'],
  'portal.privacy.thisDevice': ['המכשיר הזה'],
  'portal.privacy.actionsFor': ['פעולות נוספות עבור ', ['name']],
  'portal.privacy.signOut': ['ניתוק'],
  'portal.privacy.signOutTitle': ['לנתק את ', ['name'], '?'],
  'portal.privacy.signOutText': ['הדפדפן הזה יצטרך להיכנס שוב.'],
  'portal.privacy.signedOut': [['name'], ' נותק'],
  'portal.privacy.signOutOthers': ['ניתוק כל ההפעלות האחרות'],
  'portal.privacy.signOutOthersTitle': ['לנתק את כל ההפעלות האחרות?'],
  'portal.privacy.signOutOthersText': [
    ['count', 'plural', { one: ['הפעלה אחרת אחת תסתיים'], other: ['#', ' הפעלות אחרות יסתיימו'] }],
    '; ההפעלה הזו תישאר מחוברת.',
  ],
  'portal.privacy.signedOutOthers': ['כל ההפעלות האחרות נותקו'],
};
