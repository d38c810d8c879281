import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, type TestServer } from '../../../test/harness';
import { admin, counts, invitedMember, mailedLink, newEmail, P, PASSWORD, roleId, signIn } from '../../../test/team-kit';

describe('invitations', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('invite → activate with a password → signed in with the invited roles → disabled → refresh fails, sign-in refused', async () => {
    const a = await admin(t);
    const adminRole = await roleId(t, 'Admin');
    const email = newEmail('invitee');
    const res = await t.request('POST', P.usersV2, {
      token: a.accessToken,
      body: { email, name: 'Grace Hopper', phone: '+44 20 7946 0958', roleIds: [adminRole], provider: 'local' },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      email,
      name: 'Grace Hopper',
      phoneNumber: '+44 20 7946 0958',
      tenantId: a.tenantId,
      roleIds: [adminRole],
      verified: false,
      activatedForTenant: false,
      invitationPending: true,
      isDisabled: false,
    });

    const link = await mailedLink(t, email);
    expect(link.path).toBe('/account/activate');
    const strategy = await t.request(
      'GET',
      `/identity/resources/users/v1/activate/strategy?${new URLSearchParams({ userId: link.userId, token: link.token })}`,
    );
    expect(await strategy.json()).toEqual({ shouldSetPassword: true });
    const act = await t.request('POST', P.activate, { body: { userId: link.userId, token: link.token, password: PASSWORD } });
    expect(act.status).toBe(200);
    const session = await act.json();
    expect(session).toMatchObject({ tenantId: a.tenantId, userId: created.id });
    const me = await (await t.request('GET', '/identity/resources/users/v2/me', { token: session.accessToken })).json();
    expect(me.roles.map((r: { key: string }) => r.key)).toEqual(['Admin']);

    const login = await signIn(t, email);
    expect(login.status).toBe(200);
    expect(login.body.tenantId).toBe(a.tenantId);

    const disable = await t.request('POST', `${P.tenantUsers}/${created.id}/disable`, { token: a.accessToken });
    expect(disable.status).toBe(200);
    const refresh = await t.request('POST', P.refresh, { cookie: login.cookie, body: { tenantId: null } });
    expect(refresh.status).toBe(401);
    expect((await t.request('GET', '/identity/resources/users/v2/me', { token: login.accessToken })).status).toBe(401);
    const again = await signIn(t, email);
    expect(again.status).toBe(403);
    expect(again.body.errorCode).toBe('auth.account_disabled');

    // Enabled again: sign-in works.
    expect((await t.request('POST', `${P.tenantUsers}/${created.id}/enable`, { token: a.accessToken })).status).toBe(200);
    expect((await signIn(t, email)).status).toBe(200);
  });

  it('an account of another tenant accepts the emailed invitation and then uses the tenant', async () => {
    const a = await admin(t);
    const b = await admin(t);
    const invite = await t.request('POST', P.usersV2, { token: a.accessToken, body: { email: b.email } });
    expect(invite.status).toBe(201);
    expect(await invite.json()).toMatchObject({ id: b.userId, invitationPending: true, activatedForTenant: false });
    // Not usable before acceptance.
    const before = await signIn(t, b.email);
    expect(before.body.tenantId).toBe(b.tenantId);
    const sw = await t.request('POST', P.refresh, { cookie: before.cookie, body: { tenantId: a.tenantId } });
    expect((await sw.json()).tenantId).toBe(b.tenantId);

    const link = await mailedLink(t, b.email);
    expect(link.path).toBe('/account/invitation/accept');
    const bad = await t.request('POST', P.accept, { body: { userId: b.userId, token: 'not-the-token' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).errors).toEqual(["We couldn't verify your invitation"]);
    const wrongUser = await t.request('POST', P.accept, { body: { userId: a.userId, token: link.token } });
    expect(wrongUser.status).toBe(400);

    const ok = await t.request('POST', P.accept, { body: { userId: link.userId, token: link.token } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({});
    const after = await signIn(t, b.email);
    const moved = await t.request('POST', P.refresh, { cookie: after.cookie, body: { tenantId: a.tenantId } });
    expect(moved.status).toBe(200);
    expect((await moved.json()).tenantId).toBe(a.tenantId);
    const row = await (await t.request('GET', `${P.usersV3}?ids=${b.userId}`, { token: a.accessToken })).json();
    expect(row.items[0]).toMatchObject({ id: b.userId, activatedForTenant: true, invitationPending: false });

    // Single use.
    const twice = await t.request('POST', P.accept, { body: { userId: link.userId, token: link.token } });
    expect(twice.status).toBe(400);
  });

  it('parallel accepts of one invitation: exactly one succeeds', async () => {
    const a = await admin(t);
    const b = await admin(t);
    expect((await t.request('POST', P.usersV2, { token: a.accessToken, body: { email: b.email } })).status).toBe(201);
    const link = await mailedLink(t, b.email);
    const auditBefore = (await counts(t)).audit;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request('POST', P.accept, { body: { userId: link.userId, token: link.token } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
    const accepted = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'team.invitation.accepted')
      .where('target_id', '=', b.userId)
      .execute();
    expect(accepted).toHaveLength(1);
    expect((await counts(t)).audit).toBe(auditBefore + 1);
  });

  it('an invitation expires', async () => {
    const a = await admin(t);
    const b = await admin(t);
    expect((await t.request('POST', P.usersV2, { token: a.accessToken, body: { email: b.email } })).status).toBe(201);
    const link = await mailedLink(t, b.email);
    t.clock.advance(t.config.activationTtlSeconds * 1000 + 1000);
    const late = await t.request('POST', P.accept, { body: { userId: link.userId, token: link.token } });
    expect(late.status).toBe(400);
  });

  it('resend: the same invite call mails a new link for a pending member; a joined member is a 409 conflict', async () => {
    const a = await admin(t);
    const email = newEmail();
    expect((await t.request('POST', P.usersV2, { token: a.accessToken, body: { email } })).status).toBe(201);
    const first = await mailedLink(t, email);
    t.clock.advance(1000);
    const resend = await t.request('POST', P.usersV2, { token: a.accessToken, body: { email, provider: 'local' } });
    expect(resend.status).toBe(201);
    const second = await mailedLink(t, email);
    expect(second.token).not.toBe(first.token);
    expect((await t.request('POST', P.activate, { body: { userId: first.userId, token: first.token, password: PASSWORD } })).status).toBe(
      400,
    );
    expect((await t.request('POST', P.activate, { body: { userId: second.userId, token: second.token, password: PASSWORD } })).status).toBe(
      200,
    );
    const before = await counts(t);
    const conflict = await t.request('POST', P.usersV2, { token: a.accessToken, body: { email } });
    expect(conflict.status).toBe(409);
    expect((await errorOf(conflict)).errorCode).toBe('team.already_member');
    expect(await counts(t)).toEqual(before);
  });

  it('admin resend of the activation email, and the public resend of an invitation', async () => {
    const a = await admin(t);
    const email = newEmail();
    const created = await (await t.request('POST', P.usersV2, { token: a.accessToken, body: { email } })).json();
    const r = await t.request('POST', `${P.members}/${created.id}/resendActivationEmail`, { token: a.accessToken, body: {} });
    expect(r.status).toBe(200);
    expect((await t.mails(email)).filter((m) => m.kind === 'invitation')).toHaveLength(2);
    const pub = await t.request('POST', '/identity/resources/users/v1/invitation/reset', { body: { email } });
    expect(pub.status).toBe(200);
    expect((await t.mails(email)).filter((m) => m.kind === 'invitation')).toHaveLength(3);
    const unknown = await t.request('POST', '/identity/resources/users/v1/invitation/reset', { body: { email: newEmail() } });
    expect(unknown.status).toBe(200);
    const joined = await invitedMember(t, a.accessToken);
    const done = await t.request('POST', `${P.members}/${joined.userId}/resendActivationEmail`, { token: a.accessToken, body: {} });
    expect(done.status).toBe(409);
  });

  it('bulk invite: one transaction, statuses per address, shared roles; a bad address writes nothing', async () => {
    const a = await admin(t);
    const readOnly = await roleId(t, 'ReadOnly');
    const existing = await invitedMember(t, a.accessToken);
    const fresh = [newEmail(), newEmail()];
    const res = await t.request('POST', '/identity/resources/users/bulk/v1/invite', {
      token: a.accessToken,
      body: { emails: [...fresh, existing.email], roleIds: [readOnly], expirationInSeconds: 3600 },
    });
    expect(res.status).toBe(201);
    const { items } = await res.json();
    expect(items.map((i: { status: string }) => i.status)).toEqual(['invited', 'invited', 'already_member']);
    const list = await (await t.request('GET', `${P.usersV3}?ids=${items[0].userId}`, { token: a.accessToken })).json();
    expect(list.items[0].roleIds).toEqual([readOnly]);
    expect(list.items[0].temporaryExpirationDate).toBe(new Date(t.clock.now() + 3600_000).toISOString());

    const before = await counts(t);
    const bad = await t.request('POST', '/identity/resources/users/bulk/v1/invite', {
      token: a.accessToken,
      body: { emails: [newEmail(), 'not-an-email'] },
    });
    expect(bad.status).toBe(400);
    await errorOf(bad);
    const badRole = await t.request('POST', '/identity/resources/users/bulk/v1/invite', {
      token: a.accessToken,
      body: { emails: [newEmail()], roleIds: ['no-such-role'] },
    });
    expect(badRole.status).toBe(400);
    expect((await errorOf(badRole)).errorCode).toBe('team.role_not_found');
    expect(await counts(t)).toEqual(before);
  });

  it('invite link: create (defaults), get, update, verify with its token, delete; stored hashed and sealed', async () => {
    const a = await admin(t);
    const none = await t.request('GET', P.inviteLink, { token: a.accessToken });
    expect(none.status).toBe(404);
    await errorOf(none);
    const created = await t.request('POST', '/identity/resources/tenants/invites/v2/user', { token: a.accessToken, body: {} });
    expect(created.status).toBe(201);
    const link = await created.json();
    expect(link).toMatchObject({ tenantId: a.tenantId, shouldSendEmail: true, roleIds: [], userId: a.userId });
    expect(new Date(link.expires).getTime()).toBe(t.clock.now() + 43_200 * 60_000);
    const stored = await t.deps.db.kysely
      .selectFrom('invite_links')
      .selectAll()
      .where('tenant_id', '=', a.tenantId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(link.token);

    expect(await (await t.request('GET', P.inviteLink, { token: a.accessToken })).json()).toEqual(link);
    const verify = await t.request('POST', '/identity/resources/tenants/invites/v1/verify', { body: { token: link.token } });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ name: 'Acme Corp' });

    const patched = await (
      await t.request('PATCH', P.inviteLink, { token: a.accessToken, body: { expiresInMinutes: 10, shouldSendEmail: false } })
    ).json();
    expect(patched).toMatchObject({ token: link.token, shouldSendEmail: false });
    t.clock.advance(11 * 60_000);
    expect((await t.request('POST', '/identity/resources/tenants/invites/v1/verify', { body: { token: link.token } })).status).toBe(400);

    const { accessToken } = await signIn(t, a.email, a.password);
    const replaced = await (await t.request('POST', P.inviteLink, { token: accessToken, body: { expiresInMinutes: 60 } })).json();
    expect(replaced.token).not.toBe(link.token);
    expect((await t.request('DELETE', P.inviteLink, { token: accessToken })).status).toBe(200);
    expect((await t.request('POST', '/identity/resources/tenants/invites/v1/verify', { body: { token: replaced.token } })).status).toBe(
      400,
    );
    expect((await t.request('GET', '/identity/resources/tenants/invites/v1/configuration', { token: accessToken })).status).toBe(200);
  });

  it('the public invitation endpoints are limited per IP', async () => {
    const limited = await createTestServer({ config: { ipLoginAttemptsPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await limited.request('POST', P.accept, { body: { userId: 'u', token: 'nope' }, headers: { 'x-forwarded-for': '203.0.113.9' } }))
            .status,
        );
      expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect((await limited.request('POST', '/identity/resources/tenants/invites/v1/verify', { body: { token: 'nope' } })).status).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });

  it('refresh of an activated invitee carries the tenant', async () => {
    const a = await admin(t);
    const m = await invitedMember(t, a.accessToken);
    const r = await t.request('POST', P.refresh, { cookie: m.cookie, body: { tenantId: null } });
    expect(r.status).toBe(200);
    expect(refreshCookieOf(r)).toBeTruthy();
    expect((await r.json()).tenantId).toBe(a.tenantId);
  });
  it('parallel invitations of one new address: one account, the others 409', async () => {
    const a = await admin(t);
    const email = newEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request('POST', P.usersV2, { token: a.accessToken, body: { email } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    const rows = await t.deps.db.kysely.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });
});
