import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { escapeHtml } from '../../lib/html-escape';
import { enqueueMail, type MailMessage } from '../../lib/mailer';
import type { Database } from '../../storage/schema';
import { forgetDevices } from './factors.store';

/** What changed, in words for the user. */
export type FactorChange =
  | 'authenticator_added'
  | 'authenticator_removed'
  | 'email_added'
  | 'sms_added'
  | 'sms_removed'
  | 'security_key_added'
  | 'security_key_removed'
  | 'all_removed';

const sentences: Record<FactorChange, string> = {
  authenticator_added: 'An authenticator app was added as a second factor',
  authenticator_removed: 'An authenticator app was removed from the second factors',
  email_added: 'Email codes were added as a second factor',
  sms_added: 'A phone (text messages) was added as a second factor',
  sms_removed: 'A phone (text messages) was removed from the second factors',
  security_key_added: 'A security key was added as a second factor',
  security_key_removed: 'A security key was removed from the second factors',
  all_removed: 'Two-factor authentication was turned off with a recovery code',
};

/** The notice after a second factor was added or removed (ASVS 2.2.3): what happened, no code, no link. */
export function factorChangedEmail(to: string, vendor: string, change: FactorChange): MailMessage {
  const text = `${sentences[change]} on your ${vendor} account. If this was not you, reset your password now and contact your administrator.`;
  return {
    to,
    kind: `mfa_${change}`,
    subject: `Your ${vendor} sign-in security changed`,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
  };
}

/**
 * In the transaction that changes the user's factors: the remembered browsers are forgotten (they
 * were trusted under the old set) and the user is mailed through the outbox.
 */
export async function factorsChanged(
  trx: Kysely<Database> | Transaction<Database>,
  clock: Clock,
  user: { id: string; email: string },
  vendor: string,
  change: FactorChange,
): Promise<void> {
  await forgetDevices(trx, user.id);
  await enqueueMail(trx, clock, factorChangedEmail(user.email, vendor, change));
}
