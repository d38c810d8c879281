import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, expectError, newTenantAdmin, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { addDomain, createConnection, SSO, SSO_V2, startTxtServer } from '../../../test/sso-kit';

describe('SSO domains: TXT verification against a real DNS server', () => {
  let dns: Awaited<ReturnType<typeof startTxtServer>>;
  let t: TestServer;
  let admin: Caller;
  let other: Caller;
  beforeAll(async () => {
    dns = await startTxtServer();
    t = await createTestServer({ config: { ssoDnsServers: dns.address } });
    admin = await newTenantAdmin(t);
    other = await newTenantAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  it('adds a domain with its own TXT record and validates it once the record is published', async () => {
    const c = await createConnection(t, admin, { enabled: true });
    const d = await addDomain(t, admin, c.id, '  Acme-Corp.Example.TEST. ');
    expect(d).toEqual({
      id: expect.any(String),
      domain: 'acme-corp.example.test',
      validated: false,
      txtRecord: expect.stringMatching(/^gatehouse-verification=[\w-]{32}$/),
    });
    expectError(await call(t, admin, 'POST', `${SSO}/${c.id}/domains`, { domain: 'acme-corp.example.test' }), 409, 'sso.domain_exists');
    // Not published yet: a clear 4xx naming the record, and the refusal audited.
    const missing = await call(t, admin, 'PUT', `${SSO}/${c.id}/domains/${d.id}/validate`);
    expectError(missing, 400, 'sso.domain_record_missing');
    expect(missing.body.errors![0]).toContain(d.txtRecord);
    expect(await auditRows(t, 'sso.domain.validation_failed', d.id)).toHaveLength(1);
    expect(await t.deps.sso.lookup.forEmailDomain('acme-corp.example.test')).toBeUndefined();
    // Another record on the domain does not count; the right one does (the v2 path, as the portal calls it).
    dns.records.set('acme-corp.example.test', ['v=spf1 -all', 'gatehouse-verification=someone-elses']);
    expectError(await call(t, admin, 'PUT', `${SSO_V2}/${c.id}/domains/${d.id}/validate`), 400, 'sso.domain_record_missing');
    dns.records.set('acme-corp.example.test', ['v=spf1 -all', d.txtRecord]);
    const ok = await call(t, admin, 'PUT', `${SSO_V2}/${c.id}/domains/${d.id}/validate`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ ...d, validated: true });
    expect(await auditRows(t, 'sso.domain.validated', d.id)).toHaveLength(1);
    expect((await call(t, admin, 'GET', SSO)).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: c.id, domains: [{ ...d, validated: true }] })]),
    );
    // The sign-in engines find the connection by the validated domain (any case), with its tenant.
    expect(await t.deps.sso.lookup.forEmailDomain('ACME-corp.example.test')).toMatchObject({
      id: c.id,
      tenantId: admin.tenantId,
      enabled: true,
    });
  });

  it('accepts the record on _gatehouse-challenge.<domain>', async () => {
    const c = await createConnection(t, admin);
    const d = await addDomain(t, admin, c.id, 'challenge.example.test');
    dns.records.set('_gatehouse-challenge.challenge.example.test', [d.txtRecord]);
    expect((await call(t, admin, 'PUT', `${SSO}/${c.id}/domains/${d.id}/validate`)).body).toMatchObject({ validated: true });
  });

  it('lets several tenants claim a domain, but only one validate it', async () => {
    const mine = await createConnection(t, admin, { enabled: true });
    const theirs = await createConnection(t, other, { enabled: true });
    const a = await addDomain(t, admin, mine.id, 'contested.example.test');
    const b = await addDomain(t, other, theirs.id, 'contested.example.test');
    expect(a.txtRecord).not.toBe(b.txtRecord);
    // B publishes A's record? It proves nothing for B: each domain row checks its own value.
    dns.records.set('contested.example.test', [a.txtRecord]);
    expectError(await call(t, other, 'PUT', `${SSO}/${theirs.id}/domains/${b.id}/validate`), 400, 'sso.domain_record_missing');
    expect((await call(t, admin, 'PUT', `${SSO}/${mine.id}/domains/${a.id}/validate`)).body).toMatchObject({ validated: true });
    // Now B's record is published too: still refused, the domain belongs to A's connection.
    dns.records.set('contested.example.test', [a.txtRecord, b.txtRecord]);
    expectError(await call(t, other, 'PUT', `${SSO}/${theirs.id}/domains/${b.id}/validate`), 409, 'sso.domain_taken');
    expect((await t.deps.sso.lookup.forEmailDomain('contested.example.test'))?.tenantId).toBe(admin.tenantId);
    // Once A removes it, B may validate it.
    expect((await call(t, admin, 'DELETE', `${SSO}/${mine.id}/domains/${a.id}`)).status).toBe(200);
    expect(await auditRows(t, 'sso.domain.removed', a.id)).toHaveLength(1);
    expect((await call(t, other, 'PUT', `${SSO}/${theirs.id}/domains/${b.id}/validate`)).body).toMatchObject({ validated: true });
    expect((await t.deps.sso.lookup.forEmailDomain('contested.example.test'))?.tenantId).toBe(other.tenantId);
  });

  it('routes sign-in only to enabled connections', async () => {
    const c = await createConnection(t, admin, { enabled: false });
    const d = await addDomain(t, admin, c.id, 'disabled.example.test');
    dns.records.set('disabled.example.test', [d.txtRecord]);
    await call(t, admin, 'PUT', `${SSO}/${c.id}/domains/${d.id}/validate`);
    expect(await t.deps.sso.lookup.forEmailDomain('disabled.example.test')).toBeUndefined();
    await call(t, admin, 'PATCH', `${SSO}/${c.id}`, { enabled: true });
    expect((await t.deps.sso.lookup.forEmailDomain('disabled.example.test'))?.id).toBe(c.id);
  });

  it('answers a clear 4xx when DNS cannot be asked', async () => {
    const down = await createTestServer({ config: { ssoDnsServers: '127.0.0.1:9' } });
    try {
      const a = await newTenantAdmin(down);
      const c = await createConnection(down, a);
      const d = await addDomain(down, a, c.id, 'unreachable.example.test');
      const r = await call(down, a, 'PUT', `${SSO}/${c.id}/domains/${d.id}/validate`);
      expectError(r, 400, 'sso.domain_record_missing');
      expect(r.body.errors![0]).toMatch(/could not be asked/);
    } finally {
      await down.close();
    }
  }, 30_000);

  it('limits validation attempts per client', async () => {
    const limited = await createTestServer({ config: { ssoDnsServers: dns.address, ipLoginAttemptsPerMinute: 12 } });
    try {
      const a = await newTenantAdmin(limited);
      const c = await createConnection(limited, a);
      const d = await addDomain(limited, a, c.id, 'limited.example.test');
      const statuses: number[] = [];
      for (let i = 0; i < 14; i++) statuses.push((await call(limited, a, 'PUT', `${SSO}/${c.id}/domains/${d.id}/validate`)).status);
      expect(statuses).toContain(400);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
