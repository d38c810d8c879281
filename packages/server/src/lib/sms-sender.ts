import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../kernel/clock';
import { iso } from '../kernel/clock';
import { newId } from '../kernel/crypto';
import type { Logger } from './logger';
import type { Database } from '../storage/schema';

/** A text message to one phone number (E.164), with the kind of message for the outbox and metrics. */
export interface SmsMessage {
  to: string;
  text: string;
  /** What the message is for (passwordless_code, mfa_code, phone_verification, …). */
  kind: string;
}

/**
 * The SMS port: delivers one message through a provider (lib/twilio-sms.ts). Services never call
 * it: they write the message with `enqueueSms` in the transaction of the change that causes it,
 * and the dispatcher delivers. Without a provider the rows stay for the dev outbox (/dev/sms).
 */
export interface SmsProvider {
  /** Sends the message; resolves to the provider's message id, rejects on refusal or network error. */
  send(message: SmsMessage): Promise<string>;
}

/** Writes a message to the durable outbox (same transaction as the change that sends it). */
export function enqueueSms(trx: Kysely<Database> | Transaction<Database>, clock: Clock, message: SmsMessage): Promise<unknown> {
  return trx
    .insertInto('sms_outbox')
    .values({
      id: newId(),
      to_number: message.to,
      text_body: message.text,
      kind: message.kind,
      created_at: iso(clock.now()),
      sent_at: null,
      attempts: 0,
      last_error: null,
      provider_id: null,
    })
    .execute();
}

/** Attempts per message before it is given up (the row stays, with its last error). */
const MAX_ATTEMPTS = 5;
/** Codes in an SMS live for minutes: an older pending message is not worth sending any more. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * Delivers pending outbox rows through the provider, oldest first, with retries on later ticks;
 * returns a stop function. The message text holds a live code, so it is never logged.
 */
export function startSmsDispatcher(db: Kysely<Database>, provider: SmsProvider, clock: Clock, log: Logger, intervalMs = 1000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const pending = await db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('created_at', '>', iso(clock.now() - MAX_AGE_MS))
        .orderBy('created_at')
        .limit(20)
        .execute();
      for (const m of pending) {
        try {
          const providerId = await provider.send({ to: m.to_number, text: m.text_body, kind: m.kind });
          await db
            .updateTable('sms_outbox')
            .set({ sent_at: iso(clock.now()), attempts: m.attempts + 1, provider_id: providerId })
            .where('id', '=', m.id)
            .execute();
        } catch (e) {
          log.warn({ smsId: m.id, kind: m.kind, err: (e as Error).message }, 'sms delivery failed');
          await db
            .updateTable('sms_outbox')
            .set({ attempts: m.attempts + 1, last_error: (e as Error).message.slice(0, 500) })
            .where('id', '=', m.id)
            .execute();
        }
      }
    } catch (e) {
      log.error({ err: (e as Error).message }, 'sms dispatcher failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
