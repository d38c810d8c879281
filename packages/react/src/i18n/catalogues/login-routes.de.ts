import type { Catalogue, LoginRoutesId } from '../message-id';

/** The messages of the login box's other routes in German (formal address). */
export const loginRoutesDe: Catalogue<LoginRoutesId> = {
  'login.signUp.title': 'Konto erstellen',
  'login.signUp.fullName': 'Vollständiger Name',
  'login.signUp.companyName': 'Firmenname',
  'login.signUp.submit': 'Registrieren',
  'login.signUp.haveAccount': 'Sie haben bereits ein Konto?',
  'login.signUp.sent': 'Wir haben einen Aktivierungslink an {email} gesendet. Öffnen Sie ihn, um Ihr Konto zu aktivieren.',

  'login.activate.activatingTitle': 'Ihr Konto wird aktiviert',
  'login.activate.activating': 'Ihr Konto wird aktiviert…',
  'login.activate.setPasswordTitle': 'Passwort festlegen',
  'login.activate.setPasswordSubtitle': 'Wählen Sie ein Passwort, um Ihr Konto zu aktivieren.',
  'login.activate.submit': 'Konto aktivieren',
  'login.activate.activeTitle': 'Ihr Konto ist aktiv',
  'login.activate.active': 'Konto aktiviert. Sie werden angemeldet…',
  'login.activate.resendTitle': 'Aktivierungslink ungültig',
  'login.activate.resent': 'Falls diese Adresse zu einem Konto gehört, das auf die Aktivierung wartet, ist ein neuer Link unterwegs.',
  'login.activate.resendText': 'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen neuen Aktivierungslink.',
  'login.activate.resendSubmit': 'Aktivierungs-E-Mail erneut senden',

  'login.forgotPassword.title': 'Passwort vergessen?',
  'login.forgotPassword.subtitle': 'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen.',
  'login.forgotPassword.submit': 'Link zum Zurücksetzen senden',
  'login.forgotPassword.sent': 'Falls ein Konto für {email} existiert, erhalten Sie einen Link zum Zurücksetzen Ihres Passworts.',

  'login.resetPassword.title': 'Neues Passwort wählen',
  'login.resetPassword.newPassword': 'Neues Passwort',
  'login.resetPassword.submit': 'Passwort zurücksetzen',
  'login.resetPassword.requestNewLink': 'Neuen Link anfordern',
  'login.resetPassword.doneTitle': 'Passwort zurückgesetzt',
  'login.resetPassword.done': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt damit anmelden.',

  'login.resetPhone.title': 'Telefon verloren?',
  'login.resetPhone.subtitle':
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Code, um eine neue Telefonnummer festzulegen.',
  'login.resetPhone.codeSent':
    'Falls ein Konto für {email} existiert, haben wir einen 6-stelligen Code dorthin gesendet. Er ist 10 Minuten gültig.',
  'login.resetPhone.codeLabel': 'Code aus der E-Mail',
  'login.resetPhone.newNumberTitle': 'Ihre neue Telefonnummer',
  'login.resetPhone.newNumberSubtitle': 'Als Nächstes senden wir einen Anmeldecode per SMS an diese Nummer.',
  'login.resetPhone.saveAndContinue': 'Speichern und weiter',

  'login.logout.title': 'Abmelden',
  'login.logout.status': 'Sie werden abgemeldet…',

  'login.impersonate.title': 'Identitätswechsel',
  'login.impersonate.acting': 'Sie handeln jetzt als diese Person. Ihre Sitzung wird geladen…',
  'login.impersonate.noUser': 'Es wurde keine Person angegeben, deren Identität übernommen werden soll',
  'login.impersonate.signInFirst': 'Melden Sie sich zuerst als Administrator an',

  'login.stepUp.title': 'Bestätigen Sie Ihre Identität',
  'login.stepUp.noFactor':
    'Diese Seite verlangt einen zweiten Faktor, und Ihr Konto hat noch keinen. Richten Sie eine Authenticator-App ein und bestätigen Sie damit.',
  'login.stepUp.setUpApp': 'Authenticator-App einrichten',
  'login.stepUp.saveCodesTitle': 'Wiederherstellungscodes speichern',
  'login.stepUp.confirmed': 'Bestätigt. Sie werden zurückgeleitet…',

  'login.hosted.pageTitle': 'Anmelden',
  'login.hosted.signingIn': 'Sie werden angemeldet…',

  'login.sso.signingInTitle': 'Anmeldung',
  'login.sso.signingIn': 'Sie werden angemeldet…',
  'login.sso.failedTitle': 'Die Anmeldung ist nicht gelungen',
  'login.sso.redirecting': 'Weiterleitung…',

  'login.password.rule': 'Verwenden Sie mindestens {min, plural, one {# Zeichen} other {# Zeichen}}.',
  'login.password.tip': 'Einige Wörter ohne Zusammenhang ergeben ein starkes Passwort.',
  'login.password.strength': 'Passwortstärke',
  'login.password.tooShort': 'Zu kurz',
  'login.password.tooLong': 'Zu lang',
  'login.password.needsVariety': 'Mischen Sie Buchstaben, Ziffern und Sonderzeichen',
  'login.password.weak': 'Schwach',
  'login.password.fair': 'Mittel',
  'login.password.good': 'Gut',
  'login.password.strong': 'Stark',

  'login.acceptInvitation.acceptingTitle': 'Ihre Einladung wird angenommen',
  'login.acceptInvitation.accepting': 'Ihre Einladung wird geprüft…',
  'login.acceptInvitation.invalidTitle': 'Wir konnten Ihre Einladung nicht bestätigen',
  'login.acceptInvitation.invalidDetail':
    'Der Link ist möglicherweise abgelaufen, wurde bereits verwendet oder unvollständig kopiert. Bitten Sie die Person, die Sie eingeladen hat, um eine neue Einladung.',
  'login.acceptInvitation.failedTitle': 'Wir konnten Ihre Einladung nicht annehmen',
  'login.acceptInvitation.retry': 'Erneut versuchen',
  'login.acceptInvitation.successTitle': 'Einladung angenommen',
  'login.acceptInvitation.successSignedIn': 'Sie sind dem neuen Konto beigetreten. Es steht jetzt in Ihrer Kontenliste.',
  'login.acceptInvitation.successSignedOut': 'Sie sind dem neuen Konto beigetreten. Melden Sie sich an, um es zu nutzen.',
  'login.acceptInvitation.continueToSignIn': 'Weiter zur Anmeldung',
};
