import nodemailer from 'nodemailer';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../kernel/clock';
import { iso } from '../kernel/clock';
import { newId } from '../kernel/crypto';
import type { Logger } from './logger';
import type { Database } from '../storage/schema';

/** An email to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (activation, password_reset, …); kept for the outbox listing. */
  kind: string;
}

/**
 * Durable outbox: mail is written in the same transaction as the change that causes it, then
 * delivered by the dispatcher (SMTP) or kept for the dev outbox page when no SMTP is set.
 */
export function enqueueMail(trx: Kysely<Database> | Transaction<Database>, clock: Clock, message: MailMessage): Promise<unknown> {
  return trx
    .insertInto('mail_outbox')
    .values({
      id: newId(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      kind: message.kind,
      created_at: iso(clock.now()),
      sent_at: null,
      attempts: 0,
      last_error: null,
    })
    .execute();
}

/** Sends pending outbox rows over SMTP with retries; returns a stop function. */
export function startMailDispatcher(
  db: Kysely<Database>,
  smtpUrl: string,
  from: string,
  clock: Clock,
  log: Logger,
  intervalMs = 1000,
): () => void {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const pending = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('attempts', '<', 10)
        .orderBy('created_at')
        .limit(20)
        .execute();
      for (const m of pending) {
        try {
          await transport.sendMail({ from, to: m.to_address, subject: m.subject, text: m.text_body, html: m.html_body });
          await db
            .updateTable('mail_outbox')
            .set({ sent_at: iso(clock.now()), attempts: m.attempts + 1 })
            .where('id', '=', m.id)
            .execute();
        } catch (e) {
          log.warn({ mailId: m.id, err: (e as Error).message }, 'mail delivery failed');
          await db
            .updateTable('mail_outbox')
            .set({ attempts: m.attempts + 1, last_error: (e as Error).message.slice(0, 500) })
            .where('id', '=', m.id)
            .execute();
        }
      }
    } catch (e) {
      log.error({ err: (e as Error).message }, 'mail dispatcher failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
