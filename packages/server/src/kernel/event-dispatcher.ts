import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { iso, type Clock } from './clock';
import { newId } from './crypto';
import type { DomainEvent } from './events';
import { advanceCursor, claimCursor, ensureCursor, eventsAfter, purgeDelivered, releaseCursor } from './event-outbox.store';

/** A subscriber that runs after the change committed, from the outbox: log streams, webhooks, channels. */
export interface AsyncSubscriber {
  /** Its cursor's name: stable, since the cursor remembers what it was given. */
  name: string;
  /** Delivers one event; a throw leaves the cursor before it and the event is offered again later. */
  deliver(event: DomainEvent): Promise<void>;
}

/** What the dispatcher logs through (the server's pino logger). */
interface DispatchLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface EventDispatcherOptions {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  log: DispatchLog;
  subscribers: readonly AsyncSubscriber[];
  /** How often an idle dispatcher looks for new events. */
  intervalMs: number;
  /** Delivered events older than this are deleted. */
  retentionMs: number;
  /** How long a claim on a subscriber holds without being renewed; each delivery renews it (a killed process's claim lapses). */
  leaseMs?: number;
  batch?: number;
}

export interface EventDispatcher {
  /** One pass over every subscriber; answers how many events were delivered. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Delivers the outbox to each asynchronous subscriber at least once, in order, behind a cursor per
 * subscriber. Any number of processes may run one on the same database: a lease on the cursor lets
 * one of them deliver to a subscriber at a time, and a killed holder's lease lapses after `leaseMs`.
 * The cursor moves after each delivery, so a crash between delivery and move offers that one event again.
 */
export function startEventDispatcher(options: EventDispatcherOptions): EventDispatcher {
  const { db, dialect, clock, log, subscribers, intervalMs, retentionMs } = options;
  const leaseMs = options.leaseMs ?? 10_000;
  const batch = options.batch ?? 100;
  const owner = `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let lastPurge = 0;
  const ready = Promise.all(subscribers.map((s) => ensureCursor(db, s.name, iso(clock.now()))));

  const deliverTo = async (subscriber: AsyncSubscriber): Promise<{ delivered: number; more: boolean }> => {
    const now = clock.now();
    const position = await claimCursor(db, subscriber.name, owner, iso(now), iso(now + leaseMs));
    if (!position) return { delivered: 0, more: false };
    const rows = await eventsAfter(db, dialect, position, batch);
    let delivered = 0;
    for (const row of rows) {
      if (stopped) break;
      try {
        await subscriber.deliver(row.event);
      } catch (e) {
        log.warn({ err: e, subscriber: subscriber.name, eventId: row.event.id }, 'event delivery failed; it will be offered again');
        return { delivered, more: false };
      }
      const at = clock.now();
      if (!(await advanceCursor(db, subscriber.name, owner, row, iso(at), iso(at + leaseMs)))) return { delivered, more: false };
      delivered++;
    }
    return { delivered, more: rows.length === batch };
  };

  const pass = async (): Promise<number> => {
    await ready;
    let total = 0;
    let more = false;
    for (const subscriber of subscribers) {
      const r = await deliverTo(subscriber);
      total += r.delivered;
      more ||= r.more;
    }
    const now = clock.now();
    if (now - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now;
      await purgeDelivered(db, iso(now - retentionMs));
    }
    if (more && !stopped) total += await pass();
    return total;
  };

  const runOnce = (): Promise<number> => {
    running = (running ?? Promise.resolve(0)).catch(() => 0).then(pass);
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((e) => log.error({ err: e }, 'event dispatcher pass failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      await Promise.all(subscribers.map((s) => releaseCursor(db, s.name, owner).catch(() => undefined)));
    },
  };
}
