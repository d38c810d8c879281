import { prepared } from '../../storage/prepared';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { TransactionalSubscriber } from '../../kernel/events';

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

/**
 * The audit trail: one row per event, written in the emitting transaction so a change and its audit
 * row commit together or not at all. The row's id is the event's, so the trail and the outbox (and
 * what webhooks later send) name the same occurrence. Every sign-in writes one: compiled once.
 */
export const auditSubscriber: TransactionalSubscriber = async (trx, event) => {
  const { actor } = event;
  await insertAudit.affected(
    trx,
    event.id,
    actor.tenantId,
    actor.actorId,
    event.type,
    event.targetId,
    actor.ip,
    actor.userAgent,
    actor.requestId,
    JSON.stringify(event.data),
    event.occurredAt,
  );
};
