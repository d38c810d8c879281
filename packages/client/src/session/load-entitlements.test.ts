import { EntitlementsDisabledError } from '@gatehouse/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { fakeEntitlements, paths } from '../test-utils/fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('entitlements with the session (wire-compat §1.13, §2.16)', () => {
  it('are not loaded unless enabled', async () => {
    const { client, fake } = createTestClient();
    const user = await client.completeLogin(loginAnswer().body);
    expect(fake.calls(paths.userEntitlements)).toHaveLength(0);
    expect(user && 'entitlements' in user).toBe(false);
    expect(client.entitlementsEnabled).toBe(false);
    await expect(client.loadEntitlements()).rejects.toBeInstanceOf(EntitlementsDisabledError);
  });

  it('load in parallel with /me and tenants, with the new access token, onto the user', async () => {
    const { client, fake } = createTestClient({ entitlements: { enabled: true } });
    const answer = loginAnswer().body;
    const user = await client.completeLogin(answer);
    expect(fake.requests.map((r) => r.path)).toEqual([paths.me, paths.meTenants, paths.userEntitlements]);
    expect(fake.calls(paths.userEntitlements)[0]?.headers.Authorization).toBe(`Bearer ${answer.accessToken}`);
    expect(user?.entitlements).toEqual(fakeEntitlements());
    expect(client.session.getState().user?.entitlements).toEqual(fakeEntitlements());
  });

  it('swallow a failed load: the sign-in succeeds with entitlements undefined', async () => {
    const { client, fake } = createTestClient({ entitlements: { enabled: true } });
    fake.on('GET', paths.userEntitlements, { status: 500, body: { errors: ['down'] } });
    const user = await client.completeLogin(loginAnswer().body);
    expect(client.session.getState().status).toBe('authenticated');
    expect(user?.entitlements).toBeUndefined();
  });

  it('reload with every refresh and keep the previous object when deep-equal', async () => {
    const { client, fake } = createTestClient({ entitlements: { enabled: true } });
    const granted = fakeEntitlements({ permissions: { 'fe.secure.read.audits': true, 'fe.connectivity.*': true } });
    fake
      .on('POST', paths.refresh, loginAnswer(), loginAnswer(), loginAnswer())
      // Same content, new objects (keys in another order), then a changed set.
      .on(
        'GET',
        paths.userEntitlements,
        { body: fakeEntitlements() },
        { body: JSON.parse(JSON.stringify(fakeEntitlements())) as unknown },
        { body: granted },
      );
    await client.init();
    const first = client.session.getState().user?.entitlements;
    expect(first).toEqual(fakeEntitlements());
    await client.refresh();
    const second = client.session.getState().user?.entitlements;
    expect(fake.calls(paths.userEntitlements)).toHaveLength(2);
    expect(second).toBe(first);
    await client.refresh();
    const third = client.session.getState().user?.entitlements;
    expect(third).not.toBe(first);
    expect(third).toEqual(granted);
  });

  it('reload when the scheduled token refresh runs', async () => {
    const { client, fake } = createTestClient({ entitlements: { enabled: true } });
    fake.on('POST', paths.refresh, loginAnswer({}, { expiresIn: 60 }));
    await client.init();
    expect(fake.calls(paths.userEntitlements)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.calls(paths.refresh).length).toBeGreaterThanOrEqual(2);
    expect(fake.calls(paths.userEntitlements).length).toBe(fake.calls(paths.refresh).length);
  });

  it('loadEntitlements() reloads on demand, keeps an equal set, and keeps the previous set on failure', async () => {
    const { client, fake } = createTestClient({ entitlements: { enabled: true } });
    await client.completeLogin(loginAnswer().body);
    const before = client.session.getState().user;
    const listener = vi.fn();
    client.session.subscribe(listener);

    await expect(client.loadEntitlements()).resolves.toBe(before?.entitlements);
    expect(listener).not.toHaveBeenCalled();

    const granted = fakeEntitlements({ plans: {} });
    fake.on('GET', paths.userEntitlements, { body: granted });
    await expect(client.loadEntitlements()).resolves.toEqual(granted);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(client.session.getState().user).toMatchObject({ id: 'user-1', accessToken: before?.accessToken, entitlements: granted });

    fake.on('GET', paths.userEntitlements, { status: 503, body: { errors: ['busy'] } });
    await expect(client.loadEntitlements()).resolves.toBeUndefined();
    expect(client.session.getState().user?.entitlements).toEqual(granted);
  });

  it('an answer that arrives after logout does not touch the cleared session', async () => {
    const { client, fake } = createTestClient({ entitlements: { enabled: true } });
    await client.completeLogin(loginAnswer().body);
    let release: () => void = () => undefined;
    fake.on('GET', paths.userEntitlements, () => new Promise((resolve) => (release = () => resolve({ body: fakeEntitlements() }))));
    fake.on('POST', paths.logout, { status: 204 });
    const pending = client.loadEntitlements();
    await vi.advanceTimersByTimeAsync(0);
    await client.logout();
    release();
    await expect(pending).resolves.toBeUndefined();
    expect(client.session.getState().user).toBeNull();
  });
});
