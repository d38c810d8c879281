import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../../lib/mailer';

/** The HTML frame of a one-button email (shared by every emailed link). */
export function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4461f2;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#5b6477;font-size:13px">${escapeHtml(outro)}</p></body></html>`;
}

/** The activation email sent after sign-up. */
export function activationEmail(to: string, vendor: string, link: string, ttlHours: number): MailMessage {
  const intro = `Welcome to ${vendor}. Confirm your email address to activate your account.`;
  const outro = `The link is valid for ${ttlHours} hours. If you did not sign up, ignore this email.`;
  return {
    to,
    kind: 'activation',
    subject: `Activate your ${vendor} account`,
    text: `${intro}\n\n${link}\n\n${outro}`,
    html: layout('Activate your account', intro, 'Activate account', link, outro),
  };
}

/** Sent instead of a second account when someone signs up with a registered email. */
export function alreadyRegisteredEmail(to: string, vendor: string, loginLink: string, resetLink: string): MailMessage {
  const intro = `Someone tried to sign up to ${vendor} with this email address, which already has an account. Sign in, or reset your password if you forgot it.`;
  return {
    to,
    kind: 'already_registered',
    subject: `You already have a ${vendor} account`,
    text: `${intro}\n\nSign in: ${loginLink}\nReset password: ${resetLink}`,
    html: layout('You already have an account', intro, 'Sign in', loginLink, `Forgot your password? ${resetLink}`),
  };
}

/** The password reset email. */
export function resetPasswordEmail(to: string, vendor: string, link: string, ttlMinutes: number): MailMessage {
  const intro = `We received a request to reset the password of your ${vendor} account.`;
  const outro = `The link is valid for ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.`;
  return {
    to,
    kind: 'password_reset',
    subject: `Reset your ${vendor} password`,
    text: `${intro}\n\n${link}\n\n${outro}`,
    html: layout('Reset your password', intro, 'Choose a new password', link, outro),
  };
}

/** Notice after a password change or reset (ASVS 2.2.3), without secrets. */
export function passwordChangedEmail(to: string, vendor: string): MailMessage {
  const text = `The password of your ${vendor} account was changed. If this was not you, reset your password now and contact your administrator.`;
  return {
    to,
    kind: 'password_changed',
    subject: `Your ${vendor} password was changed`,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
  };
}
