/**
 * The messages of the login box's other routes in English, the source of truth (ICU MessageFormat): sign-up,
 * activation, password and phone resets, the password rule, the magic-link, SSO and social callbacks, step-up, impersonation,
 * sign-out, accepting an invitation and the hosted page. Their screens load them; every other locale has exactly
 * these ids.
 */
export const loginRoutesEn = {
  'login.signUp.title': 'Create your account',
  'login.signUp.fullName': 'Full name',
  'login.signUp.companyName': 'Company name',
  'login.signUp.submit': 'Sign up',
  'login.signUp.haveAccount': 'Already have an account?',
  'login.signUp.sent': 'We sent an activation link to {email}. Follow it to activate your account.',

  'login.activate.activatingTitle': 'Activating your account',
  'login.activate.activating': 'Activating your account…',
  'login.activate.setPasswordTitle': 'Set your password',
  'login.activate.setPasswordSubtitle': 'Choose a password to activate your account.',
  'login.activate.submit': 'Activate account',
  'login.activate.activeTitle': 'Your account is active',
  'login.activate.active': 'Account activated. Signing you in…',
  'login.activate.resendTitle': 'Activation link not valid',
  'login.activate.resent': 'If that address belongs to an account awaiting activation, a new link is on its way.',
  'login.activate.resendText': 'Enter your email and we will send you a new activation link.',
  'login.activate.resendSubmit': 'Resend activation email',

  'login.forgotPassword.title': 'Forgot your password?',
  'login.forgotPassword.subtitle': 'Enter your email and we will send you a link to reset it.',
  'login.forgotPassword.submit': 'Send reset link',
  'login.forgotPassword.sent': 'If an account exists for {email}, you will receive a link to reset your password.',

  'login.resetPassword.title': 'Choose a new password',
  'login.resetPassword.newPassword': 'New password',
  'login.resetPassword.submit': 'Reset password',
  'login.resetPassword.requestNewLink': 'Request a new link',
  'login.resetPassword.doneTitle': 'Password reset',
  'login.resetPassword.done': 'Your password has been reset. You can now sign in with it.',

  'login.resetPhone.title': 'Lost your phone?',
  'login.resetPhone.subtitle': 'Enter the email of your account. We will send you a code to set a new phone number.',
  'login.resetPhone.codeSent': 'If an account exists for {email}, we sent it a 6-digit code. It is valid for 10 minutes.',
  'login.resetPhone.codeLabel': 'Code from the email',
  'login.resetPhone.newNumberTitle': 'Your new phone number',
  'login.resetPhone.newNumberSubtitle': 'We will text a sign-in code to it next.',
  'login.resetPhone.saveAndContinue': 'Save and continue',

  'login.logout.title': 'Signing out',
  'login.logout.status': 'Signing out…',

  'login.impersonate.title': 'Impersonating',
  'login.impersonate.acting': 'You are now acting as this user. Loading their session…',
  'login.impersonate.noUser': 'No user to impersonate was given',
  'login.impersonate.signInFirst': 'Sign in as an administrator first',

  'login.stepUp.title': 'Confirm it is you',
  'login.stepUp.noFactor':
    'This page needs a second factor, and your account has none yet. Set up an authenticator app, then confirm with it.',
  'login.stepUp.setUpApp': 'Set up an authenticator app',
  'login.stepUp.saveCodesTitle': 'Save your recovery codes',
  'login.stepUp.confirmed': 'Confirmed. Taking you back…',

  'login.hosted.pageTitle': 'Sign in',
  'login.hosted.signingIn': 'Signing you in…',

  'login.sso.signingInTitle': 'Signing in',
  'login.sso.signingIn': 'Signing you in…',
  'login.sso.failedTitle': "We couldn't sign you in",
  'login.sso.redirecting': 'Redirecting…',

  'login.password.rule': 'Use at least {min, plural, one {# character} other {# characters}}.',
  'login.password.tip': 'A few unrelated words make a strong password.',
  'login.password.strength': 'Password strength',
  'login.password.tooShort': 'Too short',
  'login.password.tooLong': 'Too long',
  'login.password.needsVariety': 'Mix letters, digits and symbols',
  'login.password.weak': 'Weak',
  'login.password.fair': 'Fair',
  'login.password.good': 'Good',
  'login.password.strong': 'Strong',

  'login.acceptInvitation.acceptingTitle': 'Accepting your invitation',
  'login.acceptInvitation.accepting': 'Checking your invitation…',
  'login.acceptInvitation.invalidTitle': "We couldn't verify your invitation",
  'login.acceptInvitation.invalidDetail':
    'The link may have expired, been used already or been copied incompletely. Ask the person who invited you to send a new invitation.',
  'login.acceptInvitation.failedTitle': "We couldn't accept your invitation",
  'login.acceptInvitation.retry': 'Try again',
  'login.acceptInvitation.successTitle': 'Invitation accepted',
  'login.acceptInvitation.successSignedIn': 'You have joined the new account. It is now in your list of accounts.',
  'login.acceptInvitation.successSignedOut': 'You have joined the new account. Sign in to start using it.',
  'login.acceptInvitation.continueToSignIn': 'Continue to sign in',
} satisfies Record<`login.${string}`, string>;
