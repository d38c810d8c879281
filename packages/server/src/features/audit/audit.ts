import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import { prepared } from '../../storage/prepared';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** Who did something, from where (written with every audited change). */
export interface AuditActor {
  actorId: string | null;
  tenantId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** The actor of a signed-in user's request: themselves, in their active tenant. */
export const userActor = (
  auth: { userId: string; tenantId: string },
  client: { ip: string | null; userAgent: string | null },
  requestId: string | null,
): AuditActor => ({
  actorId: auth.userId,
  tenantId: auth.tenantId,
  ip: client.ip,
  userAgent: client.userAgent,
  requestId,
});

const insertAudit = prepared(
  (
    db,
    id: string,
    tenantId: string | null,
    actorId: string | null,
    action: string,
    targetId: string | null,
    ip: string | null,
    userAgent: string | null,
    requestId: string | null,
    data: string,
    createdAt: string,
  ) =>
    db.insertInto('audit_log').values({
      id,
      vendor_id: DEFAULT_VENDOR_ID,
      tenant_id: tenantId,
      actor_id: actorId,
      action,
      target_id: targetId,
      ip,
      user_agent: userAgent,
      request_id: requestId,
      data,
      created_at: createdAt,
    }),
);

/** Writes one audit row in the caller's transaction (never secrets in `data`). Every sign-in writes one: compiled once. */
export async function audit(
  trx: Kysely<Database> | Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  action: string,
  targetId: string | null,
  data: Record<string, unknown> = {},
): Promise<void> {
  await insertAudit.affected(
    trx,
    newId(),
    actor.tenantId,
    actor.actorId,
    action,
    targetId,
    actor.ip,
    actor.userAgent,
    actor.requestId,
    JSON.stringify(data),
    iso(clock.now()),
  );
}
