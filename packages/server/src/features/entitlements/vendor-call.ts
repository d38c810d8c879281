import type { ErrorCode, EventPayloads, EventType } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { VendorContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { EventEmitter } from '../../kernel/events';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import type { Database } from '../../storage/schema';
import { hasUniqueViolationCode } from '../../storage/unique-violation';

/** A call of the vendor API: who (the credential) and the request (whose actor is the credential), for the audit row. */
export interface VendorCall {
  vendor: VendorContext;
  ctx: RequestContext;
}

/** What one audited change wrote. */
export interface Change<T> {
  result: T;
  targetId: string;
  tenantId?: string | null;
  data?: Record<string, unknown>;
}

/** The events of changes made through a vendor credential (their payload says `via: 'vendor'`). */
export type VendorAction = { [K in EventType]: EventPayloads[K] extends { via: 'vendor' } ? K : never }[EventType];

/**
 * Runs one vendor change in a transaction with its audit row (actor: the credential). A unique
 * key taken by a concurrent writer after the handler's own check is answered as `conflict`.
 */
export function vendorWriter(db: Kysely<Database>, events: EventEmitter) {
  return async function write<T>(
    call: VendorCall,
    action: VendorAction,
    change: (trx: Transaction<Database>) => Promise<Change<T>>,
    conflict?: ErrorCode,
  ): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const done = await change(trx);
        // The credential acts in the tenant the change concerns (none for catalogue changes).
        const actor = actingAs(call.ctx, call.vendor.credentialId, done.tenantId ?? null);
        await events.emit(trx, actor, action, done.targetId, { via: 'vendor', ...done.data });
        return done.result;
      });
    } catch (e) {
      if (conflict && hasUniqueViolationCode(e)) throw fail(conflict);
      throw e;
    }
  };
}
