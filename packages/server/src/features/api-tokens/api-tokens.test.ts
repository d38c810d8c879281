import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/harness';
import { createTokenKit, P, type TokenKit } from './token-test-kit';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('API tokens: creating, listing and deleting (wire-compat §3.6)', () => {
  let k: TokenKit;
  let adminA: string;
  let adminB: string;
  beforeAll(async () => {
    k = await createTokenKit();
    adminA = await k.signIn(k.A.admin);
    adminB = await k.signIn(k.B.admin);
  });
  afterAll(() => k.close());

  const count = async () =>
    Number(
      (
        await k.t.deps.db.kysely
          .selectFrom('api_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const audits = (action: string, target: string) =>
    k.t.deps.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', target).execute();

  it('a tenant client credential: secret shown once with a scannable prefix, stored as SHA-256 only, listed without it, deleted, all audited', async () => {
    const readOnly = await k.roleId('ReadOnly');
    const res = await k.t.request('POST', P.tenantCcCreate, {
      token: adminA,
      body: { description: 'CI deploys', expiresInMinutes: 30 * 1440, roleIds: [readOnly] },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const created = (await res.json()) as {
      clientId: string;
      secret: string;
      roleIds: string[];
      expires: string;
      tenantId: string;
      createdByUserId: string;
    };
    expect(created.secret).toMatch(/^gh_cs_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ description: 'CI deploys', roleIds: [readOnly], tenantId: k.A.id, createdByUserId: k.A.admin.id });
    expect(Date.parse(created.expires) - k.t.clock.now()).toBe(30 * 86_400_000);
    const row = await k.t.deps.db.kysely.selectFrom('api_tokens').selectAll().where('id', '=', created.clientId).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = (await (await k.t.request('GET', P.tenantCc, { token: adminA })).json()) as Record<string, unknown>[];
    expect(list).toEqual([
      {
        clientId: created.clientId,
        description: 'CI deploys',
        tenantId: k.A.id,
        createdByUserId: k.A.admin.id,
        roleIds: [readOnly],
        expires: created.expires,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const [createdAudit] = await audits('api_token.created', created.clientId);
    expect(createdAudit).toMatchObject({ actor_id: k.A.admin.id, tenant_id: k.A.id });
    expect(createdAudit!.data).not.toContain(created.secret);
    expect((await k.t.request('DELETE', `${P.tenantCc}/${created.clientId}`, { token: adminA })).status).toBe(200);
    expect(await (await k.t.request('GET', P.tenantCc, { token: adminA })).json()).toEqual([]);
    expect(await audits('api_token.deleted', created.clientId)).toHaveLength(1);
    expect((await errorOf(await k.t.request('DELETE', `${P.tenantCc}/${created.clientId}`, { token: adminA }))).errorCode).toBe(
      'api_token.not_found',
    );
  });

  it('personal client credentials belong to their user: any member creates them, nobody else lists or deletes them, and the user is told', async () => {
    const member = await k.signIn(k.A.member);
    const res = await k.t.request('POST', P.userCc, { token: member, body: { description: 'laptop script', expiresInMinutes: null } });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { clientId: string; secret: string; expires: null; roleIds?: unknown };
    expect(created.expires).toBeNull();
    expect(created.roleIds).toBeUndefined();
    expect(
      ((await (await k.t.request('GET', P.userCc, { token: member })).json()) as { clientId: string }[]).map((t) => t.clientId),
    ).toEqual([created.clientId]);
    // The admin of the same tenant has personal tokens of their own, not the member's.
    expect(await (await k.t.request('GET', P.userCc, { token: adminA })).json()).toEqual([]);
    expect((await errorOf(await k.t.request('DELETE', `${P.userCc}/${created.clientId}`, { token: adminA }))).status).toBe(404);
    expect((await errorOf(await k.t.request('DELETE', `${P.userCc}/${created.clientId}`, { token: adminB }))).status).toBe(404);
    // Nor does the tenant list show it, nor the access-token list.
    expect(await (await k.t.request('GET', P.tenantCc, { token: adminA })).json()).toEqual([]);
    expect(await (await k.t.request('GET', P.userAt, { token: member })).json()).toEqual({ accessTokens: [] });
    const mails = (await k.t.mails(k.A.member.email)).filter((m) => m.kind === 'api_token_created');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain(created.secret);
    expect((await k.t.request('DELETE', `${P.userCc}/${created.clientId}`, { token: member })).status).toBe(200);
  });

  it('refuses bad input with a §8 error and writes nothing', async () => {
    const before = await count();
    const long = 'x'.repeat(501);
    const cases: [string, string, unknown][] = [
      ['POST', P.tenantCcCreate, { description: long, roleIds: [] }],
      ['POST', P.tenantCcCreate, { description: 'a', expiresInMinutes: 0 }],
      ['POST', P.tenantCcCreate, { description: 'a', expiresInMinutes: -1440 }],
      ['POST', P.tenantCcCreate, { description: 'a', expiresInMinutes: 1.5 }],
      ['POST', P.tenantCcCreate, { description: 'a', expiresInMinutes: '1440' }],
      ['POST', P.tenantCcCreate, { description: 'a', roleIds: 'Admin' }],
      ['POST', P.tenantCcCreate, { description: 'a', roleIds: ['no-such-role'] }],
      ['POST', P.tenantCcCreate, { roleIds: [] }],
      ['POST', P.userCc, { description: 42 }],
      ['POST', P.userCc, { description: 'a', expiresInMinutes: 3650 * 1440 + 1 }],
      ['POST', P.exchange, { clientId: '', secret: 'x' }],
      ['POST', P.exchange, { clientId: 'x' }],
    ];
    for (const [method, path, body] of cases) {
      const e = await errorOf(await k.t.request(method, path, { token: adminA, body }));
      expect(e.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(500);
    }
    expect(
      (
        await errorOf(
          await k.t.request('POST', P.tenantCcCreate, {
            token: adminA,
            rawBody: '{"description":',
            headers: { 'content-type': 'application/json' },
          }),
        )
      ).status,
    ).toBe(400);
    expect(await count()).toBe(before);
  });

  it('tenant tokens need fe.secure.read/write.tenantApiTokens; personal ones only a session', async () => {
    const member = await k.signIn(k.A.member);
    const readOnly = await k.signIn(k.A.readOnly);
    for (const [method, path] of [
      ['GET', P.tenantCc],
      ['POST', P.tenantCcCreate],
      ['DELETE', `${P.tenantCc}/x`],
      ['GET', P.tenantAt],
      ['POST', P.tenantAt],
      ['DELETE', `${P.tenantAt}/x`],
    ] as const) {
      const e = await errorOf(
        await k.t.request(method, path, { token: member, body: method === 'POST' ? { description: 'x', roleIds: [] } : undefined }),
      );
      expect(e.status, `${method} ${path}`).toBe(403);
    }
    expect((await k.t.request('GET', P.tenantCc, { token: readOnly })).status).toBe(200);
    expect(
      (await errorOf(await k.t.request('POST', P.tenantCcCreate, { token: readOnly, body: { description: 'x', roleIds: [] } }))).status,
    ).toBe(403);
    for (const path of [P.userCc, P.tenantCc, P.userAt, P.tenantAt])
      expect((await errorOf(await k.t.request('GET', path))).status).toBe(401);
    expect(await count()).toBe(0);
  });

  it('an admin of another tenant sees nothing of tenant A and can delete nothing of it', async () => {
    const res = await k.t.request('POST', P.tenantCcCreate, {
      token: adminA,
      body: { description: `secret plans ${k.A.marker}`, roleIds: [] },
    });
    const { clientId } = (await res.json()) as { clientId: string };
    for (const path of [P.tenantCc, P.userCc, P.tenantAt, P.userAt]) {
      const text = await (await k.t.request('GET', path, { token: adminB })).text();
      for (const value of [...k.A.footprint, clientId]) expect(text, path).not.toContain(value);
    }
    for (const path of [`${P.tenantCc}/${clientId}`, `${P.userCc}/${clientId}`, `${P.tenantAt}/${clientId}`, `${P.userAt}/${clientId}`]) {
      const e = await errorOf(await k.t.request('DELETE', path, { token: adminB }));
      expect([403, 404]).toContain(e.status);
      expect(e.errors.join(' ')).not.toContain(k.A.marker);
    }
    // A role of tenant A is not a role tenant B may give.
    const [customA] = [await k.memberWith(['fe.secure.read.users'])];
    const e = await errorOf(
      await k.t.request('POST', P.tenantCcCreate, { token: adminB, body: { description: 'x', roleIds: [customA.roleId] } }),
    );
    expect(e.status).toBe(400);
    expect(await k.t.deps.db.kysely.selectFrom('api_tokens').select('id').where('tenant_id', '=', k.B.id).execute()).toEqual([]);
    expect((await k.t.request('DELETE', `${P.tenantCc}/${clientId}`, { token: adminA })).status).toBe(200);
  });

  it('refuses a token with permissions its creator does not hold (no escalation)', async () => {
    const { user, roleId } = await k.memberWith(['fe.secure.read.tenantApiTokens', 'fe.secure.write.tenantApiTokens']);
    const manager = await k.signIn(user);
    for (const key of ['Admin', 'ReadOnly']) {
      const e = await errorOf(
        await k.t.request('POST', P.tenantCcCreate, { token: manager, body: { description: 'x', roleIds: [await k.roleId(key)] } }),
      );
      expect(e, key).toMatchObject({ status: 403, errorCode: 'permission.escalation' });
    }
    expect(await count()).toBe(0);
    const ok = await k.t.request('POST', P.tenantCcCreate, { token: manager, body: { description: 'own role', roleIds: [roleId] } });
    expect(ok.status).toBe(201);
    const { clientId } = (await ok.json()) as { clientId: string };
    expect((await k.t.request('DELETE', `${P.tenantCc}/${clientId}`, { token: manager })).status).toBe(200);
  });

  it('creates the kind the machine-to-machine policy names, and none while API tokens are off', async () => {
    expect(
      (await errorOf(await k.t.request('POST', P.tenantAt, { token: adminA, body: { description: 'x', roleIds: [] } }))).errorCode,
    ).toBe('api_token.kind_disabled');
    expect((await errorOf(await k.t.request('POST', P.userAt, { token: adminA, body: { description: 'x' } }))).errorCode).toBe(
      'api_token.kind_disabled',
    );
    await k.policy({ machineToMachineAuthStrategy: 'AccessToken' });
    try {
      expect(
        (await errorOf(await k.t.request('POST', P.tenantCcCreate, { token: adminA, body: { description: 'x', roleIds: [] } }))).errorCode,
      ).toBe('api_token.kind_disabled');
      const res = await k.t.request('POST', P.tenantAt, {
        token: adminA,
        body: { description: 'reporting', expiresInMinutes: 1440, roleIds: [await k.roleId('ReadOnly')] },
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { id: string; secret: string; expires: string };
      expect(created.secret.split('.')).toHaveLength(3);
      expect(await (await k.t.request('GET', P.tenantAt, { token: adminA })).json()).toEqual({
        accessTokens: [
          {
            id: created.id,
            description: 'reporting',
            createdAt: expect.any(String),
            expires: created.expires,
            roleIds: [await k.roleId('ReadOnly')],
          },
        ],
      });
      const row = await k.t.deps.db.kysely.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row.secret_hash).toBe(sha(created.secret));
      const personal = await k.t.request('POST', P.userAt, { token: adminA, body: { description: 'mine' } });
      expect(personal.status).toBe(201);
      const mine = (await personal.json()) as { id: string };
      expect(
        ((await (await k.t.request('GET', P.userAt, { token: adminA })).json()) as { accessTokens: { id: string }[] }).accessTokens.map(
          (t) => t.id,
        ),
      ).toEqual([mine.id]);
      expect((await errorOf(await k.t.request('DELETE', `${P.tenantAt}/${created.id}`, { token: adminB }))).status).toBe(404);
      expect((await k.t.request('DELETE', `${P.tenantAt}/${created.id}`, { token: adminA })).status).toBe(200);
      expect((await k.t.request('DELETE', `${P.userAt}/${mine.id}`, { token: adminA })).status).toBe(200);
      await k.policy({ apiTokensEnabled: false });
      expect(
        (await errorOf(await k.t.request('POST', P.tenantAt, { token: adminA, body: { description: 'x', roleIds: [] } }))).errorCode,
      ).toBe('api_token.disabled');
    } finally {
      await k.policy({ machineToMachineAuthStrategy: 'ClientCredentials', apiTokensEnabled: true });
    }
    expect(await count()).toBe(0);
  });
});
