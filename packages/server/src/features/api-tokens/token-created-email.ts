import { escapeHtml } from '../../lib/html-escape';
import type { MailMessage } from '../../lib/mailer';

/** Notice to a user that a personal API token was created in their name (ASVS 2.2.3); never the secret. */
export function tokenCreatedEmail(to: string, vendor: string, description: string): MailMessage {
  const label = description ? ` ("${description.slice(0, 100)}")` : '';
  const text = `A personal API token${label} was created for your ${vendor} account. If this was not you, delete it from your profile and change your password.`;
  return {
    to,
    kind: 'api_token_created',
    subject: `A new API token was created for your ${vendor} account`,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
  };
}
