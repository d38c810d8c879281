import type { ErrorCode } from '@gatehouse/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { VendorContext } from '../../http/auth-context';
import type { ClientInfo } from '../../http/client-info';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import type { Database } from '../../storage/schema';
import { audit } from '../audit/audit';
import { isUniqueViolation } from './catalogue.store';

/** A call of the vendor API: who (the credential) and from where, for the audit row. */
export interface VendorCall {
  vendor: VendorContext;
  client: ClientInfo;
  requestId: string;
}

/** What one audited change wrote. */
export interface Change<T> {
  result: T;
  targetId: string;
  tenantId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Runs one vendor change in a transaction with its audit row (actor: the credential). A unique
 * key taken by a concurrent writer after the handler's own check is answered as `conflict`.
 */
export function vendorWriter(db: Kysely<Database>, clock: Clock) {
  return async function write<T>(
    call: VendorCall,
    action: string,
    change: (trx: Transaction<Database>) => Promise<Change<T>>,
    conflict?: ErrorCode,
  ): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const done = await change(trx);
        const actor = {
          actorId: call.vendor.credentialId,
          tenantId: done.tenantId ?? null,
          ip: call.client.ip,
          userAgent: call.client.userAgent,
          requestId: call.requestId,
        };
        await audit(trx, clock, actor, action, done.targetId, { via: 'vendor', ...done.data });
        return done.result;
      });
    } catch (e) {
      if (conflict && isUniqueViolation(e)) throw fail(conflict);
      throw e;
    }
  };
}
