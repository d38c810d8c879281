import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../../lib/mailer';
import type { SmsMessage } from '../../lib/sms-sender';
import { layout } from '../users/index';

/** The email carrying a one-time sign-in code. */
export function codeEmail(to: string, vendor: string, code: string, ttlMinutes: number): MailMessage {
  const text = `Your ${vendor} sign-in code is ${code}. It is valid for ${ttlMinutes} minutes and works once. If you did not try to sign in, ignore this email.`;
  return {
    to,
    kind: 'passwordless_code',
    subject: `Your ${vendor} sign-in code`,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:520px;margin:auto;padding:24px"><p>Your ${escapeHtml(vendor)} sign-in code:</p><p style="font-size:28px;letter-spacing:6px;font-weight:600">${escapeHtml(code)}</p><p style="color:#5b6477;font-size:13px">It is valid for ${ttlMinutes} minutes and works once. If you did not try to sign in, ignore this email.</p></body></html>`,
  };
}

/** The email carrying a magic sign-in link. */
export function magicLinkEmail(to: string, vendor: string, link: string, ttlMinutes: number): MailMessage {
  const intro = `Use this link to sign in to ${vendor}.`;
  const outro = `The link is valid for ${ttlMinutes} minutes and works once. If you did not try to sign in, ignore this email.`;
  return {
    to,
    kind: 'magic_link',
    subject: `Sign in to ${vendor}`,
    text: `${intro}\n\n${link}\n\n${outro}`,
    html: layout('Sign in', intro, 'Sign in', link, outro),
  };
}

/** Sent instead of a code or link when nobody has an account with the address and sign-up is open. */
export function noAccountEmail(to: string, vendor: string, signUpLink: string): MailMessage {
  const intro = `Someone tried to sign in to ${vendor} with this email address, which has no account. You can create one.`;
  return {
    to,
    kind: 'no_account',
    subject: `Sign in to ${vendor}`,
    text: `${intro}\n\n${signUpLink}`,
    html: layout('No account yet', intro, 'Create an account', signUpLink, 'If this was not you, ignore this email.'),
  };
}

/** The SMS carrying a one-time sign-in code (the code first, for phones that read it out of the preview). */
export const codeSms = (to: string, vendor: string, code: string, ttlMinutes: number): SmsMessage => ({
  to,
  kind: 'passwordless_code',
  text: `${code} is your ${vendor} sign-in code. Valid ${ttlMinutes} min. Do not share it.`,
});
