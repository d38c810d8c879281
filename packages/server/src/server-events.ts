import { auditSubscriber } from './features/audit/index';
import type { Clock } from './kernel/clock';
import { appendToOutbox } from './kernel/event-outbox.store';
import { createEventEmitter, type EventEmitter } from './kernel/events';

/**
 * The server's event emitter: each event writes its audit row, then its outbox row, in the emitting
 * transaction (decision 0039). The CLI's changes go through the same one.
 */
export const createServerEvents = (clock: Clock): EventEmitter => createEventEmitter(clock, [auditSubscriber, appendToOutbox]);
