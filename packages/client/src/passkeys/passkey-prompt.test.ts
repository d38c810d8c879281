import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { shouldPromptPasskeys } from './passkey-prompt';
import { DONT_SHOW_PASSKEYS_PROMPT_KEY, PREFERRED_LOGIN_METHOD_KEY } from './passkey-storage';

const DEVICES = '/identity/resources/users/webauthn/v1/devices';

/** Spec 000 §4.1 step 8: the prompt applies only when all five conditions hold. */
describe('shouldPromptPasskeys', () => {
  const original = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  beforeEach(() => {
    // A browser with WebAuthn (the test environment has none).
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
  });
  afterEach(() => {
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = original;
  });

  /** A client where every condition holds unless `change` breaks one. */
  const setUp = async (
    change: { flag?: 'on' | 'off'; passkeysActive?: boolean; devices?: number; storage?: Record<string, string> } = {},
  ) => {
    const { client, fake, storage } = createTestClient();
    fake
      .on('GET', paths.flags, { body: { 'show-passkeys-new': change.flag ?? 'on' } })
      .on('GET', paths.publicAuthStrategies, {
        body: {
          mainAuthStrategies: [{ strategy: 'EmailAndPassword' }],
          secondaryAuthStrategies: [{ strategy: 'Passkeys', isActive: change.passkeysActive ?? true }],
        },
      })
      .on('GET', DEVICES, {
        body: {
          devices: Array.from({ length: change.devices ?? 0 }, (_, i) => ({
            id: `d${i}`,
            deviceType: 'Platform',
            name: 'Passkey',
            createdAt: '2026-01-01T00:00:00.000Z',
            lastUsedAt: null,
            backedUp: true,
            transports: [],
          })),
        },
      });
    for (const [key, value] of Object.entries(change.storage ?? {})) storage.setItem(key, value);
    await client.loadFeatureFlags();
    return { client, fake };
  };

  it('prompts when all five conditions hold', async () => {
    const { client } = await setUp();
    expect(await shouldPromptPasskeys(client)).toBe(true);
  });

  it.each([
    ['the show-passkeys-new flag is off', { flag: 'off' as const }],
    ['the Passkeys strategy is inactive', { passkeysActive: false }],
    ['the preferred login method is Passkeys', { storage: { [PREFERRED_LOGIN_METHOD_KEY]: 'Passkeys' } }],
    ['the user chose "don\'t show again"', { storage: { [DONT_SHOW_PASSKEYS_PROMPT_KEY]: 'true' } }],
    ['the user has a device', { devices: 1 }],
  ])('does not prompt when %s', async (_, change) => {
    const { client } = await setUp(change);
    expect(await shouldPromptPasskeys(client)).toBe(false);
  });

  it('does not prompt when the devices cannot be listed, nor in a browser without WebAuthn', async () => {
    const { client, fake } = await setUp();
    fake.on('GET', DEVICES, { status: 500, body: { errors: ['boom'], errorCode: 'server.internal' } });
    expect(await shouldPromptPasskeys(client)).toBe(false);
    const ok = await setUp();
    (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential = undefined;
    expect(await shouldPromptPasskeys(ok.client)).toBe(false);
  });
});
