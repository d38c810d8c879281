import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test-utils/create-test-client';
import {
  cancelPasskeyRequest,
  isPasskeyCancellation,
  passkeyAutofillSupported,
  passkeysSupported,
  signInWithPasskey,
} from './passkey-ceremonies';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), cancelCeremony: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: browser.startAuthentication,
  startRegistration: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: browser.cancelCeremony },
}));

const PRELOGIN = '/identity/resources/auth/v1/webauthn/prelogin';
const POSTLOGIN = '/identity/resources/auth/v1/webauthn/postlogin';
type Credentials = { PublicKeyCredential?: unknown };

describe('passkey ceremonies', () => {
  const original = (globalThis as Credentials).PublicKeyCredential;
  beforeEach(() => {
    browser.startAuthentication.mockReset().mockResolvedValue({ id: 'cred-1' });
    browser.cancelCeremony.mockReset();
  });
  afterEach(() => {
    (globalThis as Credentials).PublicKeyCredential = original;
  });

  it('tells support and autofill from the browser itself, before any helper loads', async () => {
    (globalThis as Credentials).PublicKeyCredential = undefined;
    expect(passkeysSupported()).toBe(false);
    expect(await passkeyAutofillSupported()).toBe(false);
    const api = Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => true });
    (globalThis as Credentials).PublicKeyCredential = api;
    expect(passkeysSupported()).toBe(true);
    expect(await passkeyAutofillSupported()).toBe(true);
    (globalThis as Credentials).PublicKeyCredential = function PublicKeyCredential() {};
    expect(await passkeyAutofillSupported()).toBe(false);
  });

  it('signs in with the assertion of the challenge and keeps passkeys as the preferred method', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', PRELOGIN, { body: { options: { challenge: 'c-1' } } }).on('POST', POSTLOGIN, { body: { accessToken: 'a' } });
    await signInWithPasskey(client, { email: 'ada@example.com' });
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c-1' }, useBrowserAutofill: false });
    expect(fake.calls(POSTLOGIN)[0]?.body).toEqual({ id: 'cred-1' });
  });

  it('a request cancelled while its challenge is on the way never reaches the browser and fails as a cancellation', async () => {
    const { client, fake } = createTestClient();
    let answer: () => void = () => undefined;
    const challenge = new Promise<void>((resolve) => (answer = resolve));
    fake.on('POST', PRELOGIN, async () => {
      await challenge;
      return { body: { options: { challenge: 'c-2' } } };
    });
    const request = signInWithPasskey(client, { autofill: true });
    cancelPasskeyRequest();
    answer();
    const error = await request.catch((e: unknown) => e);
    expect(isPasskeyCancellation(error)).toBe(true);
    expect(browser.startAuthentication).not.toHaveBeenCalled();
    expect(fake.calls(POSTLOGIN)).toHaveLength(0);
  });
});
