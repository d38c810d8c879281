import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from './test-utils/create-test-client';
import { paths } from './test-utils/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feature flags (wire-compat §2.17)', () => {
  it('load at start-up, in parallel with the refresh and the public configuration', async () => {
    const { client, fake } = createTestClient();
    fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['Unauthenticated'] } })
      .on('GET', paths.flags, { body: { 'new-dashboards': 'on', 'show-passkeys-new': 'off' } });
    expect(client.flags.getState()).toEqual({ status: 'loading', flags: {} });
    await client.init();
    expect(fake.calls(paths.flags)).toHaveLength(1);
    expect(client.flags.getState()).toEqual({ status: 'ready', flags: { 'new-dashboards': 'on', 'show-passkeys-new': 'off' } });
    expect(client.isFeatureFlagOn('new-dashboards')).toBe(true);
    expect(client.isFeatureFlagOn('show-passkeys-new')).toBe(false);
    expect(client.isFeatureFlagOn('unknown')).toBe(false);
    expect(client.isFeatureFlagOn('constructor')).toBe(false);
  });

  it('a failure is only logged; no flag is on (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, fake } = createTestClient();
    fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['Unauthenticated'] } })
      .on('GET', paths.flags, { status: 500, body: { errors: ['down'] } });
    await client.init();
    expect(client.flags.getState()).toEqual({ status: 'ready', flags: {} });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feature flags'), expect.anything());
  });

  it('a reload keeps the flags object when nothing changed', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', paths.flags, { body: { a: 'on' } }, { body: { a: 'on' } }, { body: { a: 'off' } });
    await client.loadFeatureFlags();
    const first = client.flags.getState().flags;
    await client.loadFeatureFlags();
    expect(client.flags.getState().flags).toBe(first);
    await client.loadFeatureFlags();
    expect(client.flags.getState().flags).toEqual({ a: 'off' });
  });
});
