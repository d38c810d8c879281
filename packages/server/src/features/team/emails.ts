import type { MailMessage } from '../../lib/mailer';
import { layout } from '../users/index';

/**
 * The invitation email. A new account's link activates it (setting a password); an existing
 * account's link accepts the invitation.
 */
export function invitationEmail(
  to: string,
  vendor: string,
  tenant: string,
  link: string,
  ttlHours: number,
  newAccount: boolean,
): MailMessage {
  const intro = `You have been invited to join ${tenant} on ${vendor}.${newAccount ? ' Choose a password to activate your account.' : ' Accept the invitation to add it to your account.'}`;
  const outro = `The link is valid for ${ttlHours} hours and works once. If you did not expect this invitation, ignore this email.`;
  const action = newAccount ? 'Accept and set a password' : 'Accept invitation';
  return {
    to,
    kind: 'invitation',
    subject: `You are invited to ${tenant}`,
    text: `${intro}\n\n${link}\n\n${outro}`,
    html: layout(`Join ${tenant}`, intro, action, link, outro),
  };
}
