import type { Catalogue, LoginFirstScreenId } from '../message-id';

/** The login box's first screen in German (formal address). */
export const loginDe: Catalogue<LoginFirstScreenId> = {
  'login.common.backToSignIn': 'Zurück zur Anmeldung',
  'login.common.loading': 'Wird geladen…',
  'login.common.email': 'E-Mail',
  'login.common.password': 'Passwort',
  'login.common.continue': 'Weiter',
  'login.common.checkEmail': 'Prüfen Sie Ihre E-Mails',
  'login.common.sendNewCode': 'Neuen Code senden',
  'login.common.sendCode': 'Code senden',
  'login.common.useAnotherEmail': 'Andere E-Mail-Adresse verwenden',
  'login.common.mobileNumber': 'Mobilnummer (mit Ländervorwahl)',
  'login.common.phonePlaceholder': '+4915123456789',
  'login.common.notNow': 'Nicht jetzt',
  'login.common.code': 'Code',
  'login.common.verify': 'Bestätigen',
  'login.common.setUpTwoFactor': 'Zwei-Faktor-Authentifizierung einrichten',
  'login.common.scanQrCode': 'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App und geben Sie dann den angezeigten Code ein.',
  'login.common.qrCodeAlt': 'QR-Code für Ihre Authenticator-App',
  'login.common.recoveryCodes': 'Wiederherstellungscodes',
  'login.recoveryCodes.copy': 'Codes kopieren',
  'login.recoveryCodes.copied': 'Kopiert',
  'login.recoveryCodes.copyFailed': 'Kopieren nicht möglich. Markieren Sie die Codes und kopieren Sie sie.',
  'login.recoveryCodes.download': 'Herunterladen',
  'login.recoveryCodes.fileName': 'wiederherstellungscodes',

  'login.passwordField.show': 'Anzeigen',
  'login.passwordField.hide': 'Verbergen',
  'login.passwordField.showPassword': 'Passwort anzeigen',

  'login.validation.required': 'Bitte füllen Sie dieses Feld aus.',
  'login.validation.email': 'Bitte geben Sie eine E-Mail-Adresse ein, z. B. name@example.com.',
  'login.validation.phone': 'Geben Sie die Nummer mit Ländervorwahl ein, beginnend mit +.',
  'login.validation.code': 'Geben Sie den 6-stelligen Code ein.',
  'login.validation.format': 'Bitte verwenden Sie das verlangte Format.',
  'login.validation.passwordTooShort': 'Das Passwort muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  'login.validation.passwordTooLong': 'Das Passwort darf höchstens {max, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  'login.validation.tooLong': 'Bitte verwenden Sie höchstens {max, plural, one {# Zeichen} other {# Zeichen}}.',

  'login.signIn.title': 'Anmelden',
  'login.signIn.submit': 'Anmelden',
  'login.signIn.redirectingToSso': 'Weiterleitung zu Ihrem Single-Sign-on-Anbieter…',
  'login.signIn.forgotPassword': 'Passwort vergessen?',
  'login.signIn.noAccount': 'Noch kein Konto?',
  'login.signIn.signUp': 'Registrieren',
  'login.signIn.withPasskey': 'Mit einem Passkey anmelden',
  'login.signIn.withTextMessage': 'Per SMS anmelden',
  'login.signIn.textMessageRisk': 'SMS sind weniger sicher als ein Passkey oder eine Authenticator-App.',
  'login.signIn.textMeACode': 'Code per SMS senden',
  'login.signIn.signedIn': 'Angemeldet. Sie werden weitergeleitet…',

  'login.magicLink.brokenTitle': 'Dieser Link funktioniert nicht',
  'login.magicLink.incomplete': 'Der Anmeldelink ist unvollständig.',
  'login.magicLink.signingInTitle': 'Anmeldung läuft',
  'login.magicLink.signingIn': 'Sie werden angemeldet…',
  'login.magicLink.sent':
    'Falls ein Konto für {email} existiert, haben wir einen Anmeldelink dorthin gesendet. Der Link ist 10 Minuten gültig und funktioniert einmal.',
  'login.magicLink.resend': 'Neuen Link senden',

  'login.passkeyPrompt.title': 'Schneller anmelden mit einem Passkey',
  'login.passkeyPrompt.subtitle':
    'Verwenden Sie beim nächsten Mal Fingerabdruck, Gesichtserkennung oder Bildschirmsperre statt eines Passworts.',
  'login.passkeyPrompt.create': 'Passkey erstellen',
  'login.passkeyPrompt.never': 'Nicht mehr anzeigen',

  'login.code.title': 'Code eingeben',
  'login.code.sentToEmail': 'Wir haben einen 6-stelligen Code an {email} gesendet. Er ist 10 Minuten gültig.',
  'login.code.sentToPhone': 'Wir haben einen 6-stelligen Code per SMS an {phone} gesendet. Er ist 10 Minuten gültig.',
  'login.code.sentToAccountPhone':
    'Wir haben einen 6-stelligen Code per SMS an die Telefonnummer Ihres Kontos gesendet. Er ist 10 Minuten gültig.',
  'login.code.label': 'Anmeldecode',
  'login.code.lostPhone': 'Telefon verloren?',

  'login.quickLogin.title': 'Beim nächsten Mal schneller anmelden',
  'login.quickLogin.subtitle':
    'Fügen Sie Ihre Mobilnummer hinzu, um sich mit einem Code per SMS anzumelden. SMS sind weniger sicher als ein Passkey oder eine Authenticator-App.',
  'login.quickLogin.save': 'Nummer speichern',

  'login.breached.title': 'Ihr Passwort muss geändert werden',
  'login.breached.text':
    'Dieses Passwort ist in einem bekannten Datenleck aufgetaucht, andere könnten es also kennen. Setzen Sie es zurück, um Ihr Konto zu schützen.',
  'login.breached.submit': 'Link zum Zurücksetzen senden',
  'login.breached.sent':
    'Wir haben einen Link an {email} gesendet. Wählen Sie damit ein neues Passwort und melden Sie sich dann erneut an.',

  'login.twoFactor.title': 'Zwei-Faktor-Authentifizierung',
  'login.twoFactor.useRecoveryCode': 'Wiederherstellungscode verwenden',
  'login.twoFactor.recoverText':
    'Geben Sie einen der Wiederherstellungscodes ein, die Sie beim Einrichten der Zwei-Faktor-Authentifizierung gespeichert haben. Die Zwei-Faktor-Authentifizierung wird dann ausgeschaltet; melden Sie sich erneut an und richten Sie sie neu ein.',
  'login.twoFactor.recoveryCode': 'Wiederherstellungscode',
  'login.twoFactor.recover': 'Wiederherstellen',
  'login.twoFactor.backToFactor': 'Zurück zu meinem zweiten Faktor',
  'login.twoFactor.useAnotherMethod': 'Andere Methode verwenden',
  'login.twoFactor.chooseDevice': 'Wählen Sie, wie Sie Ihre Identität bestätigen möchten.',
  'login.twoFactor.chooseStrategy': 'Ihre Organisation verlangt Zwei-Faktor-Authentifizierung. Wählen Sie eine Methode zum Einrichten.',
  'login.twoFactor.strategy.authenticatorApp': 'Authenticator-App',
  'login.twoFactor.strategy.emailCode': 'Code per E-Mail',
  'login.twoFactor.strategy.sms': 'Textnachricht (SMS)',
  'login.twoFactor.strategy.thisDevice': 'Dieses Gerät',
  'login.twoFactor.strategy.securityKey': 'Sicherheitsschlüssel',
  'login.twoFactor.device.authenticatorApp': 'Authenticator-App',
  'login.twoFactor.device.authenticatorAppNumbered': 'Authenticator-App {number}',
  'login.twoFactor.device.sms': 'SMS an {phone}',
  'login.twoFactor.device.email': 'Code per E-Mail an {email}',
  'login.twoFactor.cantScan': 'Scannen nicht möglich? Geben Sie diesen Schlüssel ein: {secret}',
  'login.twoFactor.saveRecoveryCodes':
    'Bewahren Sie diese Wiederherstellungscodes an einem sicheren Ort auf. Jeder funktioniert einmal, falls Sie Ihr Gerät verlieren; sie werden nicht noch einmal angezeigt.',
  'login.twoFactor.emailSent': 'Wir haben einen 6-stelligen Code an {email} gesendet. Er ist 10 Minuten gültig.',
  'login.twoFactor.emailSentUnknown': 'Wir haben einen 6-stelligen Code an Ihre E-Mail-Adresse gesendet. Er ist 10 Minuten gültig.',
  'login.twoFactor.appCode': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'login.twoFactor.rememberDevice': 'Dieses Gerät {days, plural, one {# Tag} other {# Tage}} lang merken',
  'login.twoFactor.smsIntro': 'Bei jeder Anmeldung senden wir einen 6-stelligen Code per SMS an Ihr Mobiltelefon.',
  'login.twoFactor.smsRisk':
    'SMS können abgefangen oder auf eine andere SIM-Karte umgeleitet werden. Ein Sicherheitsschlüssel oder eine Authenticator-App schützt Ihr Konto besser.',
  'login.twoFactor.smsSent': 'Wir haben einen 6-stelligen Code per SMS an {phone} gesendet. Er ist 10 Minuten gültig.',
  'login.twoFactor.smsSentUnknown': 'Wir haben einen 6-stelligen Code per SMS an Ihr Telefon gesendet. Er ist 10 Minuten gültig.',
  'login.twoFactor.smsResend': 'Neuen Code per SMS senden',

  'login.securityKey.enrolPlatform':
    'Verwenden Sie die Bildschirmsperre dieses Geräts (Fingerabdruck, Gesichtserkennung oder PIN) als zweiten Faktor.',
  'login.securityKey.insertKey': 'Stecken Sie Ihren Sicherheitsschlüssel ein und berühren Sie ihn, wenn Ihr Browser danach fragt.',
  'login.securityKey.verifyPlatform': 'Bestätigen Sie Ihre Identität mit der Bildschirmsperre dieses Geräts.',
  'login.securityKey.setUpDevice': 'Dieses Gerät einrichten',
  'login.securityKey.registerKey': 'Sicherheitsschlüssel registrieren',
  'login.securityKey.useDevice': 'Dieses Gerät verwenden',
  'login.securityKey.useKey': 'Sicherheitsschlüssel verwenden',

  'login.error.generic': 'Es gibt gerade Schwierigkeiten. Bitte versuchen Sie es erneut.',
  'login.error.requestTooLarge': 'Die Anfrage ist zu groß.',
  'login.error.invalidResetLink': 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen',
  'login.error.invalidActivationLink': 'Der Aktivierungslink ist ungültig oder abgelaufen',
  'login.error.invalidInvitation': 'Wir konnten Ihre Einladung nicht überprüfen',
  'login.error.stepUpRequired': 'Eine erneute Bestätigung Ihrer Identität ist erforderlich',
  'login.error.verifyItsYou': 'Identität bestätigen',
  'login.error.impersonateSignIn': 'Melden Sie sich als Administrator an, um die Identität einer Person zu übernehmen',

  'login.notice.phoneChanged': 'Ihre Telefonnummer wurde geändert. Melden Sie sich an, um fortzufahren.',
  'login.notice.phoneChangedShort': 'Ihre Telefonnummer wurde geändert.',
  'login.notice.twoFactorTurnedOff':
    'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet. Melden Sie sich mit Ihrem Passwort an und richten Sie sie dann erneut ein.',
};
