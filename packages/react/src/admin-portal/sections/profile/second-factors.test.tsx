// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, waitFor } from '../../../test-utils/render';
import {
  anyDialog,
  card,
  chooseFromMenu,
  devices,
  dialog,
  field,
  mountSection,
  PATHS,
  refusal,
  toasts,
  typeInto,
} from './profile-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const SMS = PATHS.sms;
const withSms = {
  body: {
    strategies: [
      { strategy: 'AuthenticatorApp', isActive: true },
      { strategy: 'SMS', isActive: true },
    ],
  },
};
const key = { id: 'k-1', deviceType: 'CrossPlatform', name: 'Blue key' };
const rows = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((c) => c.textContent));

describe('Profile: phones and security keys as second factors', () => {
  it('lists phones and keys; removes a phone with the code texted to it; adds one the same way and shows its recovery codes once', async () => {
    let listed = devices({ phones: [{ id: 'ph-1', phoneNumber: '+1•••••••0100' }], webauthn: [key] });
    const { fake } = await mountSection('profile', (f) => {
      f.on('GET', PATHS.strategies, withSms);
      f.on('GET', PATHS.devices, () => ({ body: listed }));
      f.on('POST', `${SMS}/ph-1/disable`, { body: { otcToken: 'otc-rm', phoneNumber: '+1•••••••0100' } });
      f.on('POST', `${SMS}/ph-1/disable/verify`, () => ((listed = devices({ webauthn: [key] })), { body: {} }));
      f.on('POST', `${SMS}/enroll`, { body: { otcToken: 'otc-add', phoneNumber: '+1•••••••0199' } });
      f.on(
        'POST',
        `${SMS}/enroll/verify`,
        () => (
          (listed = devices({ phones: [{ id: 'ph-2', phoneNumber: '+1•••••••0199' }], webauthn: [key] })),
          { body: { recoveryCode: 'AAAA-BBBB', recoveryCodes: ['AAAA-BBBB', 'CCCC-DDDD'] } }
        ),
      );
    });
    const factors = await card('Two-factor authentication');
    await waitFor(() =>
      expect(rows(factors)).toEqual([
        ['Security key', 'Blue key'],
        ['Text message', '+1•••••••0100'],
      ]),
    );

    await chooseFromMenu('More actions for +1•••••••0100', 'Remove');
    const confirm = await dialog('Remove +1•••••••0100');
    expect(fake.calls(`${SMS}/ph-1/disable`)).toHaveLength(0);
    await act(async () => getButton(confirm, 'Text me a code').click());
    const code = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!found?.textContent?.includes('Enter the code we texted to +1•••••••0100')) throw new Error('no code dialog yet');
      return found;
    });
    typeInto(field(code, 'Code'), '123 456');
    await act(async () => getButton(code, 'Remove phone').click());
    await waitFor(() => expect(fake.calls(`${SMS}/ph-1/disable/verify`)).toHaveLength(1));
    expect(fake.calls(`${SMS}/ph-1/disable/verify`)[0]!.body).toEqual({ otcToken: 'otc-rm', code: '123456' });
    await waitFor(() => expect(factors.textContent).not.toContain('+1•••••••0100'));
    await waitFor(() => expect(toasts()).toContain('+1•••••••0100 removed'));

    await act(async () => getButton(factors, 'Add a phone for sign-in codes').click());
    const add = await dialog('Add a phone for sign-in codes');
    expect(add.textContent).toContain('Text messages are less safe than an authenticator app or a security key.');
    typeInto(field(add, 'Phone for sign-in codes'), '+1 (415) 555-0199');
    await act(async () => getButton(add, 'Text me a code').click());
    await waitFor(() => expect(fake.calls(`${SMS}/enroll`)[0]?.body).toEqual({ phoneNumber: '+14155550199' }));
    const verify = await dialog('Verify +1 (415) 555-0199');
    typeInto(field(verify, 'Code'), '654321');
    await act(async () => getButton(verify, 'Add phone').click());
    const saved = await dialog('Save your recovery codes');
    expect([...saved.querySelectorAll('[aria-label="Recovery codes"] li code')].map((c) => c.textContent)).toEqual([
      'AAAA-BBBB',
      'CCCC-DDDD',
    ]);
    await waitFor(() => expect(factors.textContent).toContain('+1•••••••0199'));
    await act(async () => getButton(saved, 'I saved them').click());
    await waitFor(() => expect(anyDialog()).toBeNull());
    expect(document.body.textContent).not.toContain('CCCC-DDDD');
  });

  it("shows the server's message when a phone cannot be removed, and keeps the phone", async () => {
    const { fake } = await mountSection('profile', (f) => {
      f.on('GET', PATHS.devices, { body: devices({ phones: [{ id: 'ph-1', phoneNumber: '+1•••••••0100' }] }) });
      f.on('POST', `${SMS}/ph-1/disable`, refusal('Too many codes were sent, please wait', 'mfa.too_many_codes', 429));
    });
    await chooseFromMenu('More actions for +1•••••••0100', 'Remove');
    const confirm = await dialog('Remove +1•••••••0100');
    await act(async () => getButton(confirm, 'Text me a code').click());
    await waitFor(() => expect(confirm.querySelector('[role="alert"]')?.textContent).toBe('Too many codes were sent, please wait'));
    expect(fake.calls(`${SMS}/ph-1/disable/verify`)).toHaveLength(0);
    expect((await card('Two-factor authentication')).textContent).toContain('+1•••••••0100');
  });

  it('removes a security key after a confirmation, with a signature by that key', async () => {
    const get = vi.fn(async () => ({
      id: 'k-1',
      rawId: new Uint8Array([1]).buffer,
      type: 'public-key',
      authenticatorAttachment: 'cross-platform',
      response: {
        clientDataJSON: new Uint8Array([97]).buffer,
        authenticatorData: new Uint8Array([97]).buffer,
        signature: new Uint8Array([97]).buffer,
        userHandle: null,
      },
      getClientExtensionResults: () => ({}),
    }));
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => false }),
    );
    vi.stubGlobal('navigator', { ...navigator, credentials: { get, create: vi.fn() } });
    let listed = devices({ webauthn: [key] });
    const { fake } = await mountSection('profile', (f) => {
      f.on('GET', PATHS.devices, () => ({ body: listed }));
      f.on('POST', '/identity/resources/users/v1/mfa/webauthn/k-1/disable', {
        body: { webauthnToken: 'wt-1', options: { challenge: 'YQ', allowCredentials: [{ id: 'k-1', type: 'public-key' }] } },
      });
      f.on('POST', '/identity/resources/users/v1/mfa/webauthn/k-1/disable/verify', () => ((listed = devices()), { body: {} }));
    });
    await chooseFromMenu('More actions for Blue key', 'Remove');
    const confirm = await dialog('Remove Blue key');
    expect(get).not.toHaveBeenCalled();
    await act(async () => getButton(confirm, 'Remove').click());
    await waitFor(() => expect(fake.calls('/identity/resources/users/v1/mfa/webauthn/k-1/disable/verify')).toHaveLength(1));
    expect(get).toHaveBeenCalledTimes(1);
    expect(fake.calls('/identity/resources/users/v1/mfa/webauthn/k-1/disable/verify')[0]!.body).toMatchObject({
      webauthnToken: 'wt-1',
      options: { id: 'k-1' },
    });
    await waitFor(() => expect(toasts()).toContain('Blue key removed'));
  });
});
