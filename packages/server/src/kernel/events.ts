import type { EventData, EventType } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { iso, type Clock } from './clock';
import { newId } from './crypto';

/** Who did something, from where: written with every event (and so with every audit row). */
export interface EventActor {
  actorId: string | null;
  tenantId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** One thing that happened, as subscribers receive it. */
export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  actor: EventActor;
  targetId: string | null;
  data: EventData<T>;
}

/** A query runner: the database, or the transaction of the change being described. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A subscriber that runs inside the emitting transaction (the audit trail): what it writes commits
 * with the change or not at all. It must be quick and must not call out of the process.
 */
export type TransactionalSubscriber = (trx: Executor, event: DomainEvent) => Promise<void>;

/** Events whose payload is empty may leave `data` out. */
type DataArg<T extends EventType> = Record<string, never> extends EventData<T> ? [data?: EventData<T>] : [data: EventData<T>];

export interface EventEmitter {
  /**
   * Records that `type` happened, in `trx` (the change's own transaction): runs the transactional
   * subscribers and appends the event to the outbox for the asynchronous ones. `actor` is often the
   * request's context (kernel/request-context.ts); only its five actor fields are recorded.
   */
  emit<T extends EventType>(trx: Executor, actor: EventActor, type: T, targetId: string | null, ...data: DataArg<T>): Promise<void>;
}

export function createEventEmitter(clock: Clock, subscribers: readonly TransactionalSubscriber[]): EventEmitter {
  return {
    async emit(trx, who, type, targetId, ...rest) {
      // Exactly the actor's five fields: a request context passed as the actor brings more (its source).
      const actor: EventActor = {
        actorId: who.actorId,
        tenantId: who.tenantId,
        ip: who.ip,
        userAgent: who.userAgent,
        requestId: who.requestId,
      };
      const event: DomainEvent = { id: newId(), type, occurredAt: iso(clock.now()), actor, targetId, data: rest[0] ?? ({} as never) };
      for (const subscriber of subscribers) await subscriber(trx, event);
    },
  };
}
