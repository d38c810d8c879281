import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../../lib/mailer';
import type { SmsMessage } from '../../lib/sms-sender';

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:520px;margin:auto;padding:24px">${body}</body></html>`;

/** The text proving a number: the code first, for phones that read it out of the preview. */
export const verifyPhoneSms = (to: string, vendor: string, code: string, ttlMinutes: number): SmsMessage => ({
  to,
  kind: 'phone_verification',
  text: `${code} is your ${vendor} code to confirm this phone number. Valid ${ttlMinutes} min. Do not share it.`,
});

/** The text confirming the removal of a number from the account. */
export const removePhoneSms = (to: string, vendor: string, code: string, ttlMinutes: number): SmsMessage => ({
  to,
  kind: 'phone_removal',
  text: `${code} is your ${vendor} code to remove this phone number from your account. Valid ${ttlMinutes} min. Do not share it.`,
});

/** The email carrying the code of a lost-phone reset (spec 000 §4.4). */
export function resetPhoneEmail(to: string, vendor: string, code: string, ttlMinutes: number): MailMessage {
  const intro = `We received a request to replace the phone number you use to sign in to ${vendor}. Your code:`;
  const outro = `It is valid for ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this email: your phone number stays as it is.`;
  return {
    to,
    kind: 'phone_reset',
    subject: `Reset your ${vendor} phone number`,
    text: `${intro} ${code}\n\n${outro}`,
    html: page(
      `<p>${escapeHtml(intro)}</p><p style="font-size:28px;letter-spacing:6px;font-weight:600">${escapeHtml(code)}</p><p style="color:#5b6477;font-size:13px">${escapeHtml(outro)}</p>`,
    ),
  };
}

/** Notice after the login phone changed (ASVS 2.2.3): the masked new number, no code, no link. */
export function phoneChangedEmail(to: string, vendor: string, maskedNumber: string): MailMessage {
  const text = `The phone number you use to sign in to ${vendor} was changed to ${maskedNumber}. If this was not you, reset your phone number and password now and contact your administrator.`;
  return { to, kind: 'phone_changed', subject: `Your ${vendor} phone number was changed`, text, html: page(`<p>${escapeHtml(text)}</p>`) };
}
