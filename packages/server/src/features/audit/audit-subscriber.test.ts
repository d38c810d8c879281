import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newTenantAdmin } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import type { DomainEvent } from '../../kernel/events';

// Issue 15 must-show 5: every audit row is written by the audit subscriber from an event, in the
// emitting transaction, and the outbox holds the same event for the asynchronous subscribers.

describe('the audit trail is a subscriber to domain events', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('writes one audit row per event, with the event’s id, type, actor, target and data', async () => {
    const admin = await newTenantAdmin(t);
    await call(t, admin, 'POST', '/frontegg/identity/resources/groups/v1', { name: 'Auditors' });
    await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: admin.email, password: 'wrong password' } });
    const db = t.deps.db.kysely;
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('created_at').execute();
    const outbox = await db.selectFrom('event_outbox').select('payload').execute();
    const events = new Map(outbox.map((r) => [(JSON.parse(r.payload) as DomainEvent).id, JSON.parse(r.payload) as DomainEvent]));
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['user.signed_up', 'user.activated', 'group.created', 'auth.login.failed']),
    );
    expect(rows).toHaveLength(events.size);
    for (const row of rows) {
      const event = events.get(row.id);
      expect(event, `audit row ${row.action} has its event`).toBeDefined();
      expect(row).toMatchObject({
        action: event!.type,
        target_id: event!.targetId,
        actor_id: event!.actor.actorId,
        tenant_id: event!.actor.tenantId,
        ip: event!.actor.ip,
        user_agent: event!.actor.userAgent,
        request_id: event!.actor.requestId,
        created_at: event!.occurredAt,
      });
      expect(JSON.parse(row.data)).toEqual(event!.data);
      // A request context passed as the actor brings its source too: the event keeps the actor's five fields only.
      expect(Object.keys(event!.actor)).toEqual(['actorId', 'tenantId', 'ip', 'userAgent', 'requestId']);
    }
  });

  it('is the only writer of audit rows in the server', () => {
    const src = new URL('../..', import.meta.url).pathname;
    const writers = execFileSync('grep', ['-rlE', "insertInto\\('audit_log'\\)", src, '--include=*.ts'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((f) => !f.endsWith('.test.ts'))
      .map((f) => f.slice(src.length));
    expect(writers).toEqual(['features/audit/audit-subscriber.ts']);
    expect(readFileSync(new URL('./audit-subscriber.ts', import.meta.url), 'utf8')).toContain('TransactionalSubscriber');
  });
});
