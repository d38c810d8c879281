import type { Catalogue, LoginRoutesId } from '../message-id';

/** The messages of the login box's other routes in Hebrew (right to left). */
export const loginRoutesHe: Catalogue<LoginRoutesId> = {
  'login.signUp.title': 'יצירת חשבון',
  'login.signUp.fullName': 'שם מלא',
  'login.signUp.companyName': 'שם החברה',
  'login.signUp.submit': 'הרשמה',
  'login.signUp.haveAccount': 'כבר יש לכם חשבון?',
  'login.signUp.sent': 'שלחנו קישור הפעלה אל {email}. פתחו אותו כדי להפעיל את החשבון.',

  'login.activate.activatingTitle': 'מפעילים את החשבון',
  'login.activate.activating': 'מפעילים את החשבון…',
  'login.activate.setPasswordTitle': 'הגדרת סיסמה',
  'login.activate.setPasswordSubtitle': 'בחרו סיסמה כדי להפעיל את החשבון.',
  'login.activate.submit': 'הפעלת החשבון',
  'login.activate.activeTitle': 'החשבון פעיל',
  'login.activate.active': 'החשבון הופעל. מכניסים אתכם…',
  'login.activate.resendTitle': 'קישור ההפעלה אינו תקף',
  'login.activate.resent': 'אם הכתובת שייכת לחשבון שממתין להפעלה, קישור חדש בדרך.',
  'login.activate.resendText': 'הזינו את כתובת האימייל ונשלח לכם קישור הפעלה חדש.',
  'login.activate.resendSubmit': 'שליחה חוזרת של אימייל ההפעלה',

  'login.forgotPassword.title': 'שכחתם את הסיסמה?',
  'login.forgotPassword.subtitle': 'הזינו את כתובת האימייל ונשלח לכם קישור לאיפוס הסיסמה.',
  'login.forgotPassword.submit': 'שליחת קישור לאיפוס',
  'login.forgotPassword.sent': 'אם קיים חשבון עבור {email}, יישלח אליו קישור לאיפוס הסיסמה.',

  'login.resetPassword.title': 'בחירת סיסמה חדשה',
  'login.resetPassword.newPassword': 'סיסמה חדשה',
  'login.resetPassword.submit': 'איפוס הסיסמה',
  'login.resetPassword.requestNewLink': 'בקשת קישור חדש',
  'login.resetPassword.doneTitle': 'הסיסמה אופסה',
  'login.resetPassword.done': 'הסיסמה שלכם אופסה. אפשר להיכנס איתה עכשיו.',

  'login.resetPhone.title': 'איבדתם את הטלפון?',
  'login.resetPhone.subtitle': 'הזינו את כתובת האימייל של החשבון. נשלח לכם קוד להגדרת מספר טלפון חדש.',
  'login.resetPhone.codeSent': 'אם קיים חשבון עבור {email}, שלחנו אליו קוד בן 6 ספרות. הקוד תקף ל־10 דקות.',
  'login.resetPhone.codeLabel': 'הקוד מהאימייל',
  'login.resetPhone.newNumberTitle': 'מספר הטלפון החדש',
  'login.resetPhone.newNumberSubtitle': 'בשלב הבא נשלח אליו קוד כניסה ב־SMS.',
  'login.resetPhone.saveAndContinue': 'שמירה והמשך',

  'login.logout.title': 'יציאה',
  'login.logout.status': 'מוציאים אתכם מהחשבון…',

  'login.impersonate.title': 'התחזות למשתמש',
  'login.impersonate.acting': 'אתם פועלים עכשיו בשם המשתמש הזה. טוענים את ההפעלה שלו…',
  'login.impersonate.noUser': 'לא צוין משתמש להתחזות אליו',
  'login.impersonate.signInFirst': 'היכנסו קודם כמנהלים',

  'login.stepUp.title': 'אשרו שזה אתם',
  'login.stepUp.noFactor': 'הדף הזה דורש אימות נוסף, ועדיין לא הוגדר כזה בחשבון. הגדירו אפליקציית אימות ואשרו באמצעותה.',
  'login.stepUp.setUpApp': 'הגדרת אפליקציית אימות',
  'login.stepUp.saveCodesTitle': 'שמרו את קודי השחזור',
  'login.stepUp.confirmed': 'אושר. מחזירים אתכם…',

  'login.hosted.pageTitle': 'כניסה',
  'login.hosted.signingIn': 'מכניסים אתכם…',

  'login.sso.signingInTitle': 'כניסה',
  'login.sso.signingIn': 'מכניסים אתכם…',
  'login.sso.failedTitle': 'לא הצלחנו להכניס אתכם',
  'login.sso.redirecting': 'מעבירים אתכם…',

  'login.password.rule': 'הסיסמה צריכה להכיל לפחות {min, plural, one {תו אחד} other {# תווים}}.',
  'login.password.tip': 'כמה מילים שאינן קשורות זו לזו יוצרות סיסמה חזקה.',
  'login.password.strength': 'חוזק הסיסמה',
  'login.password.tooShort': 'קצרה מדי',
  'login.password.tooLong': 'ארוכה מדי',
  'login.password.needsVariety': 'שלבו אותיות, ספרות וסימנים',
  'login.password.weak': 'חלשה',
  'login.password.fair': 'בינונית',
  'login.password.good': 'טובה',
  'login.password.strong': 'חזקה',

  'login.acceptInvitation.acceptingTitle': 'מקבלים את ההזמנה',
  'login.acceptInvitation.accepting': 'בודקים את ההזמנה…',
  'login.acceptInvitation.invalidTitle': 'לא הצלחנו לאמת את ההזמנה',
  'login.acceptInvitation.invalidDetail':
    'ייתכן שתוקף הקישור פג, שכבר נעשה בו שימוש או שהועתק באופן חלקי. בקשו מהאדם שהזמין אתכם לשלוח הזמנה חדשה.',
  'login.acceptInvitation.failedTitle': 'לא הצלחנו לקבל את ההזמנה',
  'login.acceptInvitation.retry': 'ניסיון נוסף',
  'login.acceptInvitation.successTitle': 'ההזמנה התקבלה',
  'login.acceptInvitation.successSignedIn': 'הצטרפתם לחשבון החדש. הוא מופיע עכשיו ברשימת החשבונות שלכם.',
  'login.acceptInvitation.successSignedOut': 'הצטרפתם לחשבון החדש. היכנסו כדי להתחיל להשתמש בו.',
  'login.acceptInvitation.continueToSignIn': 'המשך לכניסה',
};
