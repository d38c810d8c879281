import { STEP_UP_REQUIRED_MESSAGE } from '@gatehouse/contracts';
import { loginMessages } from '../i18n/login-messages';
import type { LoginFirstScreenId } from '../i18n/message-id';
import { useMessages } from '../i18n/use-messages';

/**
 * The texts the client puts in a flow's `error` or `notice` itself (and the server's step-up refusal), by the message
 * that says them in the UI's locale. Written out rather than imported from the client: importing its constants would
 * pull their flows into the first screen's chunk. use-shown-text.test.ts holds each to the client's constant, where it
 * exports one; the rest must follow login-flow.ts, reset-phone-number-flow.ts and impersonation-flow.ts.
 */
export const knownTexts: Readonly<Record<string, LoginFirstScreenId>> = {
  "We're facing some difficulties, Please try again": 'login.error.generic',
  'Error request is too large': 'login.error.requestTooLarge',
  'The reset link is invalid or has expired': 'login.error.invalidResetLink',
  'The activation link is invalid or has expired': 'login.error.invalidActivationLink',
  "We couldn't verify your invitation": 'login.error.invalidInvitation',
  [STEP_UP_REQUIRED_MESSAGE]: 'login.error.stepUpRequired',
  'Your phone number was changed. Sign in to continue.': 'login.notice.phoneChanged',
  'Your phone number was changed.': 'login.notice.phoneChangedShort',
  'Two-factor authentication was turned off. Sign in with your password, then set it up again.': 'login.notice.twoFactorTurnedOff',
  'Sign in as an administrator to impersonate a user': 'login.error.impersonateSignIn',
  // The client's SSO failure and the server's social refusal say it alike.
  'Failed to authenticate': 'login.error.ssoFailed',
};

/**
 * Turns a text a flow or the server gave into what the screen shows: a text Gatehouse knows in the UI's locale, any
 * other (the server's spec §8 messages) as it came.
 */
export function useShownText(): (text: string) => string {
  const { t } = useMessages(loginMessages);
  return (text) => {
    const id = Object.hasOwn(knownTexts, text) ? knownTexts[text] : undefined;
    return id ? t(id) : text;
  };
}
