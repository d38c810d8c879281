// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, type, waitFor } from '../../../test-utils/render';
import { setupProvider } from '../../../test-utils/setup-provider';
import { AdminPortal } from '../../admin-portal';
import type { AdminPortalOptions } from '../../admin-portal-options';

afterEach(() => {
  document.body.innerHTML = '';
});

const CHANGE = '/identity/resources/users/v1/passwords/change';
const POLICY = '/identity/resources/users/v1/passwords/config';
const DEVICES = '/identity/resources/users/v1/mfa/devices';
const disablePath = (id: string) => `/identity/resources/users/v1/mfa/authenticator/${id}/disable/verify`;
const policy = { allowPassphrases: false, maxLength: 128, minLength: 10, minPhraseLength: 20, minOptionalTestsToPass: 0 };
const devices = (ids: string[]) => ({ webauthn: [], phones: [], authenticators: ids.map((id) => ({ id })), emails: [] });
const refusal = (message: string, errorCode: string) => ({ status: 400, body: { errors: [message], errorCode } });

async function mount(script: (fake: FakeFetch) => void, options: AdminPortalOptions = {}) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe() });
      fake.on('GET', POLICY, { body: policy });
      script(fake);
    },
    children: <AdminPortal initialSection="profile" options={options} />,
  });
}

const form = (container: HTMLElement, heading: string) =>
  [...container.querySelectorAll('form')].find((f) => f.querySelector('h2')?.textContent === heading)!;
const alertIn = (root: Element) => root.querySelector('[role="alert"]')?.textContent;

describe('Profile: change password', () => {
  it("sends the current and the new password, shows the server's breached-password and policy refusals, then succeeds", async () => {
    const { container, fake } = await mount((f) => {
      f.on('GET', DEVICES, { body: devices([]) });
      f.on(
        'POST',
        CHANGE,
        refusal('This password appears in lists of passwords exposed in data breaches', 'password.breached'),
        refusal('The password is too short', 'password.too_short'),
        refusal('The current password is incorrect', 'auth.invalid_password'),
        { body: {} },
      );
    });
    await waitFor(() => expect(form(container, 'Change password').textContent).toContain('At least 10 characters'));
    const change = form(container, 'Change password');
    expect(getByLabel(change, 'New password').getAttribute('autocomplete')).toBe('new-password');
    expect(getByLabel(change, 'Current password').type).toBe('password');
    const attempt = async (current: string, next: string) => {
      type(getByLabel(change, 'Current password'), current);
      type(getByLabel(change, 'New password'), next);
      await act(async () => getButton(change, 'Change password').click());
    };
    await attempt('old secret 1', 'password123');
    await waitFor(() => expect(alertIn(change)).toBe('This password appears in lists of passwords exposed in data breaches'));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    await attempt('old secret 1', 'short');
    await waitFor(() => expect(alertIn(change)).toBe('The password is too short'));
    await attempt('wrong', 'a long new passphrase');
    await waitFor(() => expect(alertIn(change)).toBe('The current password is incorrect'));
    expect(getByLabel(change, 'New password').value).toBe('a long new passphrase');
    await attempt('old secret 1', 'a long new passphrase');
    await waitFor(() =>
      expect(change.querySelector('[role="status"]')?.textContent).toBe('Password changed. Your other sessions were signed out.'),
    );
    expect(alertIn(change)).toBeUndefined();
    expect(getByLabel(change, 'Current password').value).toBe('');
    expect(fake.calls(CHANGE).map((r) => r.body)).toEqual([
      { password: 'old secret 1', newPassword: 'password123' },
      { password: 'old secret 1', newPassword: 'short' },
      { password: 'wrong', newPassword: 'a long new passphrase' },
      { password: 'old secret 1', newPassword: 'a long new passphrase' },
    ]);
  });
});

describe('Profile: MFA devices', () => {
  it('lists authenticator apps and removes one with a code; a wrong code keeps the dialog with the server message', async () => {
    let removed = false;
    const { container, fake } = await mount((f) => {
      f.on('GET', DEVICES, () => ({ body: devices(removed ? ['dev-2'] : ['dev-1', 'dev-2']) }));
      f.on('POST', disablePath('dev-1'), refusal('The code is not valid', 'mfa.invalid_code'), () => ((removed = true), { body: {} }));
    });
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(2));
    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove Authenticator app 1"]')!.click());
    const dialog = () => container.querySelector('[role="dialog"]');
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    type(getByLabel(dialog() as HTMLElement, 'Code from the app'), '000 000');
    await act(async () => getButton(dialog() as HTMLElement, 'Remove').click());
    await waitFor(() => expect(alertIn(dialog()!)).toBe('The code is not valid'));
    type(getByLabel(dialog() as HTMLElement, 'Code from the app'), '123 456');
    await act(async () => getButton(dialog() as HTMLElement, 'Remove').click());
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(container.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(fake.calls(disablePath('dev-1')).map((r) => r.body)).toEqual([{ token: '000000' }, { token: '123456' }]);
  });

  it('says when no authenticator app is set up', async () => {
    const { container } = await mount((f) => f.on('GET', DEVICES, { body: devices([]) }));
    await waitFor(() => expect(container.textContent).toContain('No authenticator app is set up.'));
  });
});

describe('Profile: visibility', () => {
  it('leaves out the password form and the MFA devices when the host hides them, without loading them', async () => {
    const { container, fake } = await mount(() => undefined, {
      tabs: { 'profile.changePassword': 'hidden', 'profile.mfaDevices': 'hidden' },
    });
    await waitFor(() => getByLabel(container, 'Name'));
    expect(container.textContent).not.toContain('Change password');
    expect(container.textContent).not.toContain('MFA devices');
    expect(fake.calls(DEVICES)).toHaveLength(0);
    expect(fake.calls(POLICY)).toHaveLength(0);
  });
});
