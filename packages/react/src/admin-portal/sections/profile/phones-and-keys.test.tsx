// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, type, waitFor } from '../../../test-utils/render';
import { setupProvider } from '../../../test-utils/setup-provider';
import { AdminPortal } from '../../admin-portal';

afterEach(() => {
  document.body.innerHTML = '';
});

const DEVICES = '/identity/resources/users/v1/mfa/devices';
const SMS = '/identity/resources/users/v1/mfa/sms';
const devices = (phones: { id: string; phoneNumber: string }[], webauthn: { id: string; deviceType: string; name: string }[] = []) => ({
  webauthn,
  phones,
  authenticators: [],
  emails: [],
});

async function mount(script: (fake: FakeFetch) => void) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe() });
      fake.on('GET', '/identity/resources/users/v1/passwords/config', {
        body: { allowPassphrases: false, maxLength: 128, minLength: 10, minPhraseLength: 20, minOptionalTestsToPass: 0 },
      });
      fake.on('GET', '/identity/resources/users/phone-numbers/v1/me', { body: [] });
      script(fake);
    },
    children: <AdminPortal initialSection="profile" />,
  });
}

const section = (container: HTMLElement) => container.querySelector('[aria-label="Second factors"]')!.closest('section')!;

describe('Profile: phones and security keys as second factors', () => {
  it('lists phones and keys; removes a phone with the code texted to it; adds one the same way and shows its recovery codes', async () => {
    let listed = devices([{ id: 'ph-1', phoneNumber: '+1•••••••0100' }], [{ id: 'k-1', deviceType: 'CrossPlatform', name: 'Blue key' }]);
    const { container, fake } = await mount((f) => {
      f.on('GET', DEVICES, () => ({ body: listed }));
      f.on('POST', `${SMS}/ph-1/disable`, { body: { otcToken: 'otc-rm', phoneNumber: '+1•••••••0100' } });
      f.on('POST', `${SMS}/ph-1/disable/verify`, () => ((listed = devices([], listed.webauthn)), { body: {} }));
      f.on('POST', `${SMS}/enroll`, { body: { otcToken: 'otc-add', phoneNumber: '+1•••••••0199' } });
      f.on(
        'POST',
        `${SMS}/enroll/verify`,
        () => (
          (listed = devices([{ id: 'ph-2', phoneNumber: '+1•••••••0199' }], listed.webauthn)),
          { body: { recoveryCode: 'AAAA-BBBB', recoveryCodes: ['AAAA-BBBB', 'CCCC-DDDD'] } }
        ),
      );
    });
    await waitFor(() => expect(section(container).textContent).toContain('SMS to +1•••••••0100'));
    expect(section(container).textContent).toContain('Blue key (security key)');

    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove the phone +1•••••••0100"]')!.click());
    await waitFor(() => expect(section(container).textContent).toContain('Enter the code we texted to +1•••••••0100'));
    type(getByLabel(section(container), 'Code'), '123 456');
    await act(async () => getButton(section(container), 'Remove phone').click());
    await waitFor(() => expect(fake.calls(`${SMS}/ph-1/disable/verify`)).toHaveLength(1));
    expect(fake.calls(`${SMS}/ph-1/disable/verify`)[0]!.body).toEqual({ otcToken: 'otc-rm', code: '123456' });
    await waitFor(() => expect(section(container).textContent).not.toContain('+1•••••••0100'));

    await act(async () => getButton(section(container), 'Add a phone for sign-in codes').click());
    type(getByLabel(section(container), 'Phone for sign-in codes'), '+14155550199');
    await act(async () => getButton(section(container), 'Text me a code').click());
    await waitFor(() => expect(fake.calls(`${SMS}/enroll`)[0]?.body).toEqual({ phoneNumber: '+14155550199' }));
    await waitFor(() => getByLabel(section(container), 'Code'));
    type(getByLabel(section(container), 'Code'), '654321');
    await act(async () => getButton(section(container), 'Add phone').click());
    await waitFor(() => expect(section(container).textContent).toContain('SMS to +1•••••••0199'));
    expect(section(container).querySelector('pre')?.textContent).toBe('AAAA-BBBB\nCCCC-DDDD');
    await act(async () => getButton(section(container), 'I saved them').click());
    expect(section(container).querySelector('pre')).toBeNull();
  });

  it("shows the server's message when a phone cannot be removed", async () => {
    const { container } = await mount((f) => {
      f.on('GET', DEVICES, { body: devices([{ id: 'ph-1', phoneNumber: '+1•••••••0100' }]) });
      f.on('POST', `${SMS}/ph-1/disable`, { status: 429, body: { errors: ['Too many codes were sent, please wait'] } });
    });
    await waitFor(() => container.querySelector('[aria-label="Remove the phone +1•••••••0100"]'));
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove the phone +1•••••••0100"]')!.click());
    await waitFor(() =>
      expect(section(container).querySelector('[role="alert"]')?.textContent).toBe('Too many codes were sent, please wait'),
    );
  });
});
