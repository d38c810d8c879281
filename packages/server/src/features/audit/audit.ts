import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../lib/clock';
import { iso } from '../../lib/clock';
import { newId } from '../../lib/crypto';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../roles/seed-defaults';

/** Who did something, from where (written with every audited change). */
export interface AuditActor {
  actorId: string | null;
  tenantId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** The actor of a signed-in user's request: themselves, in their active tenant. */
export const userActor = (auth: { userId: string; tenantId: string }, client: { ip: string | null; userAgent: string | null }, requestId: string | null): AuditActor => ({
  actorId: auth.userId,
  tenantId: auth.tenantId,
  ip: client.ip,
  userAgent: client.userAgent,
  requestId,
});

/** Writes one audit row in the caller's transaction (never secrets in `data`). */
export function audit(trx: Kysely<Database> | Transaction<Database>, clock: Clock, actor: AuditActor, action: string, targetId: string | null, data: Record<string, unknown> = {}) {
  return trx
    .insertInto('audit_log')
    .values({ id: newId(), vendor_id: DEFAULT_VENDOR_ID, tenant_id: actor.tenantId, actor_id: actor.actorId, action, target_id: targetId, ip: actor.ip, user_agent: actor.userAgent, request_id: actor.requestId, data: JSON.stringify(data), created_at: iso(clock.now()) })
    .execute();
}
