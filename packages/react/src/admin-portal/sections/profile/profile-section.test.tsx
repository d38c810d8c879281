// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, waitFor } from '../../../test-utils/render';
import {
  card,
  chooseFromMenu,
  devices,
  dialog,
  field,
  fieldError,
  mountSection,
  PATHS,
  pickFile,
  refusal,
  toasts,
  typeInto,
} from './profile-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const disablePath = (id: string) => `${PATHS.authenticator}/${id}/disable/verify`;
const puts = (fake: { calls(path: string): { method: string; body: unknown }[] }) => fake.calls(paths.me).filter((r) => r.method === 'PUT');

describe('Profile: change password', () => {
  it('shows the rule and a strength meter before the first submit', async () => {
    await mountSection('profile', () => undefined);
    const change = await card('Change password');
    await waitFor(() => expect(change.textContent).toContain('At least 10 characters; common or leaked passwords are refused.'));
    const next = field(change, 'New password');
    const rule = document.getElementById(next.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(rule?.textContent).toContain('At least 10 characters');
    const meter = change.querySelector('[role="meter"]')!;
    expect(meter.getAttribute('aria-label')).toBe('Password strength');
    typeInto(next, 'short');
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe('Too short'));
    typeInto(next, 'a long new passphrase');
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(1));
  });

  it("sends the current and the new password, shows the server's refusals next to their field, then succeeds", async () => {
    const { fake } = await mountSection('profile', (f) => {
      f.on(
        'POST',
        PATHS.change,
        refusal('This password appears in lists of passwords exposed in data breaches', 'password.breached'),
        refusal('The password is too short', 'password.too_short'),
        refusal('The current password is incorrect', 'auth.invalid_password'),
        { body: {} },
      );
    });
    const change = await card('Change password');
    const current = field(change, 'Current password');
    const next = field(change, 'New password');
    expect(next.getAttribute('autocomplete')).toBe('new-password');
    expect(current.type).toBe('password');
    const attempt = async (password: string, newPassword: string) => {
      typeInto(current, password);
      typeInto(next, newPassword);
      await act(async () => getButton(change, 'Change password').click());
    };
    await attempt('old secret 1', 'password123');
    await waitFor(() => expect(fieldError(next)).toBe('This password appears in lists of passwords exposed in data breaches'));
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-invalid')).toBe('true');
    await attempt('old secret 1', 'short');
    await waitFor(() => expect(fieldError(next)).toBe('The password is too short'));
    await attempt('wrong', 'a long new passphrase');
    await waitFor(() => expect(fieldError(current)).toBe('The current password is incorrect'));
    expect(document.activeElement).toBe(current);
    expect(next.value).toBe('a long new passphrase');
    await attempt('old secret 1', 'a long new passphrase');
    await waitFor(() => expect(toasts()).toContain('Password changed. Your other sessions were signed out.'));
    expect(fieldError(current)).toBeUndefined();
    expect(fieldError(next)).toBeUndefined();
    expect(current.value).toBe('');
    expect(fake.calls(PATHS.change).map((r) => r.body)).toEqual([
      { password: 'old secret 1', newPassword: 'password123' },
      { password: 'old secret 1', newPassword: 'short' },
      { password: 'wrong', newPassword: 'a long new passphrase' },
      { password: 'old secret 1', newPassword: 'a long new passphrase' },
    ]);
  });

  it('asks for both passwords before sending anything', async () => {
    const { fake } = await mountSection('profile', () => undefined);
    const change = await card('Change password');
    await act(async () => getButton(change, 'Change password').click());
    await waitFor(() => expect(fieldError(field(change, 'Current password'))).toBe('Enter a password.'));
    expect(fieldError(field(change, 'New password'))).toBe('Enter a password.');
    expect(fake.calls(PATHS.change)).toHaveLength(0);
  });
});

describe('Profile: personal details', () => {
  it('shows the address and job title from the metadata and saves them there, keeping its other keys', async () => {
    const metadata = JSON.stringify({ theme: 'dark', address: '1 Old Street', jobTitle: 'Engineer' });
    const saved = JSON.stringify({ theme: 'dark', jobTitle: 'Analyst' });
    const { fake } = await mountSection('profile', (f) => f.on('PUT', paths.me, { body: fakeMe({ name: 'Ada King', metadata: saved }) }), {
      me: { metadata },
    });
    const details = await card('Personal details');
    await waitFor(() => expect(field(details, 'Job title').value).toBe('Engineer'));
    expect(field(details, 'Address').value).toBe('1 Old Street');
    expect(details.textContent).toContain('ada@example.com');
    typeInto(field(details, 'Name'), 'Ada King');
    typeInto(field(details, 'Job title'), 'Analyst');
    typeInto(field(details, 'Address'), '');
    await act(async () => getButton(details, 'Save profile').click());
    await waitFor(() => expect(puts(fake)).toHaveLength(1));
    const body = puts(fake)[0]!.body as { name: string; metadata: string; phoneNumber?: string };
    expect(body.name).toBe('Ada King');
    expect(JSON.parse(body.metadata)).toEqual({ theme: 'dark', jobTitle: 'Analyst' });
    expect(body).not.toHaveProperty('phoneNumber');
    await waitFor(() => expect(toasts()).toContain('Profile saved'));
    // What the server answered is what the form shows now.
    expect(field(details, 'Job title').value).toBe('Analyst');
    expect(field(details, 'Address').value).toBe('');
  });

  it('puts a missing name and the server refusal of a name next to the field, in words a person reads', async () => {
    const { fake } = await mountSection('profile', (f) =>
      f.on('PUT', paths.me, refusal('name: Too big: expected string to have <=200 characters', 'request.invalid')),
    );
    const details = await card('Personal details');
    const name = await waitFor(() => field(details, 'Name'));
    typeInto(name, '  ');
    await act(async () => getButton(details, 'Save profile').click());
    await waitFor(() => expect(fieldError(name)).toBe('Enter your name.'));
    expect(puts(fake)).toHaveLength(0);
    typeInto(name, 'Ada');
    await act(async () => getButton(details, 'Save profile').click());
    await waitFor(() => expect(fieldError(name)).toBe('Enter your name in at most 200 characters.'));
    expect(details.textContent).not.toContain('name:');
  });

  it('sends only the fields the host lets the user edit, and none it hides', async () => {
    const { fake } = await mountSection('profile', (f) => f.on('PUT', paths.me, { body: fakeMe() }), {
      portal: { fields: { 'profile.name': 'viewOnly', 'profile.address': 'hidden' } },
    });
    const details = await card('Personal details');
    await waitFor(() => expect(field(details, 'Name').readOnly).toBe(true));
    expect(() => field(details, 'Address')).toThrow();
    typeInto(field(details, 'Job title'), 'CTO');
    await act(async () => getButton(details, 'Save profile').click());
    await waitFor(() => expect(puts(fake)).toHaveLength(1));
    expect(puts(fake)[0]!.body).toEqual({ metadata: JSON.stringify({ jobTitle: 'CTO' }) });
  });
});

describe('Profile: picture', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  const png = (extra: number[] = []) => new File([new Uint8Array([...PNG, ...extra])], 'me.png', { type: 'image/png' });
  const dataUrl = (extra: number[] = []) => `data:image/png;base64,${Buffer.from([...PNG, ...extra]).toString('base64')}`;
  const upload = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('previews a chosen picture and sends it only when it differs from the current one (spec 001 §5)', async () => {
    const { fake } = await mountSection('profile', (f) => f.on('PUT', paths.me, { body: fakeMe({ profilePictureUrl: dataUrl([1]) }) }), {
      me: { profilePictureUrl: dataUrl() },
    });
    const picture = await card('Profile picture');
    await pickFile(upload(picture), png());
    await waitFor(() =>
      expect(picture.querySelector('img[alt="Preview of your new profile picture"]')?.getAttribute('src')).toBe(dataUrl()),
    );
    await act(async () => getButton(picture, 'Save picture').click());
    // The same picture again: nothing is sent.
    await waitFor(() => expect(toasts()).toContain('This is already your profile picture'));
    expect(puts(fake)).toHaveLength(0);

    await pickFile(upload(picture), png([1]));
    const save = await waitFor(() => getButton(picture, 'Save picture'));
    await act(async () => save.click());
    await waitFor(() => expect(puts(fake)).toHaveLength(1));
    expect(puts(fake)[0]!.body).toEqual({ profilePictureUrl: dataUrl([1]) });
    await waitFor(() => expect(toasts()).toContain('Profile picture saved'));
    expect(picture.querySelector('img[alt="Preview of your new profile picture"]')).toBeNull();
  });

  it('refuses other types and pictures too large to send, in words, without a call; removes the picture after a confirmation', async () => {
    const { fake } = await mountSection('profile', (f) => f.on('PUT', paths.me, { body: fakeMe({ profilePictureUrl: null }) }), {
      me: { profilePictureUrl: dataUrl() },
    });
    const picture = await card('Profile picture');
    const alert = () => picture.querySelector('[role="alert"]')?.textContent;
    await pickFile(upload(picture), new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(alert()).toBe('Choose a PNG, JPEG or WebP image.'));
    // This browser cannot scale it down, so a picture over the server's limit stays refused.
    await pickFile(upload(picture), png(Array<number>(64 * 1024).fill(7)));
    await waitFor(() => expect(alert()).toBe('This picture is too large: choose one of at most 64 KB.'));
    expect(picture.querySelector('img[alt="Preview of your new profile picture"]')).toBeNull();

    await act(async () => getButton(picture, 'Remove picture').click());
    const confirm = await dialog('Remove your profile picture?');
    expect(puts(fake)).toHaveLength(0);
    await act(async () => getButton(confirm, 'Remove picture').click());
    await waitFor(() => expect(puts(fake)).toHaveLength(1));
    expect(puts(fake)[0]!.body).toEqual({ profilePictureUrl: '' });
    await waitFor(() => expect(toasts()).toContain('Profile picture removed'));
  });
});

describe('Profile: two-factor authentication', () => {
  it('sets up an authenticator app from the profile alone: QR code and key, first code, recovery codes shown once', async () => {
    let enrolled = false;
    const codes = ['aaaa-bbbb-cc', 'dddd-eeee-ff'];
    const { fake } = await mountSection('profile', (f) => {
      f.on('GET', PATHS.devices, () => ({ body: devices({ authenticators: enrolled ? ['dev-1'] : [] }) }));
      f.on('POST', `${PATHS.authenticator}/enroll`, {
        body: { qrCode: 'data:image/png;base64,UVI=', otpauthUri: 'otpauth://totp/Gatehouse:ada?secret=JBSWY3DP', secret: 'JBSWY3DP' },
      });
      f.on('POST', `${PATHS.authenticator}/enroll/verify`, refusal('Invalid code, please try again', 'mfa.invalid_code'), () => {
        enrolled = true;
        return { body: { recoveryCode: codes[0], recoveryCodes: codes } };
      });
    });
    const factors = await card('Two-factor authentication');
    await waitFor(() => expect(factors.textContent).toContain('No second factor yet'));
    await act(async () => getButton(factors, 'Set up authenticator app').click());
    const setup = await dialog('Set up an authenticator app');
    const qr = await waitFor(() => setup.querySelector<HTMLImageElement>('img[alt="QR code for your authenticator app"]')!);
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,UVI=');
    expect(qr.getAttribute('data-otpauth-uri')).toBe('otpauth://totp/Gatehouse:ada?secret=JBSWY3DP');
    expect(setup.querySelector('[aria-label="Key for your authenticator app"]')?.textContent).toContain('JBSWY3DP');
    expect(fake.calls(`${PATHS.authenticator}/enroll`)).toHaveLength(1);

    typeInto(field(setup, 'Code from the app'), '000 000');
    await act(async () => getButton(setup, 'Verify').click());
    await waitFor(() => expect(setup.querySelector('[role="alert"]')?.textContent).toBe('Invalid code, please try again'));
    typeInto(field(setup, 'Code from the app'), '123 456');
    await act(async () => getButton(setup, 'Verify').click());
    const saved = await dialog('Save your recovery codes');
    expect(fake.calls(`${PATHS.authenticator}/enroll/verify`).map((r) => r.body)).toEqual([{ token: '000000' }, { token: '123456' }]);
    // Each code whole in its own element, with Copy and Download.
    const box = saved.querySelector('[aria-label="Recovery codes"]')!;
    expect([...box.querySelectorAll('li code')].map((c) => c.textContent)).toEqual(codes);
    expect(getButton(saved, 'Copy')).toBeTruthy();
    expect(getButton(saved, 'Download')).toBeTruthy();
    expect(toasts()).toContain('Authenticator app added');
    await waitFor(() => expect(factors.textContent).toContain('Authenticator app 1'));

    await act(async () => getButton(saved, 'I saved them').click());
    await waitFor(() => expect(document.body.textContent).not.toContain('aaaa-bbbb-cc'));
  });

  it('lists authenticator apps and removes one with a code; a wrong code keeps the dialog with the server message', async () => {
    let removed = false;
    const { fake } = await mountSection('profile', (f) => {
      f.on('GET', PATHS.devices, () => ({ body: devices({ authenticators: removed ? ['dev-2'] : ['dev-1', 'dev-2'] }) }));
      f.on('POST', disablePath('dev-1'), refusal('The code is not valid', 'mfa.invalid_code'), () => ((removed = true), { body: {} }));
    });
    const factors = await card('Two-factor authentication');
    await waitFor(() => expect(factors.querySelector('tbody')?.textContent).toContain('Authenticator app 2'));
    await chooseFromMenu('More actions for Authenticator app 1', 'Remove');
    const remove = await dialog('Remove Authenticator app 1');
    expect(remove.getAttribute('aria-labelledby')).toBeTruthy();
    typeInto(field(remove, 'Code from the app'), '000 000');
    await act(async () => getButton(remove, 'Remove').click());
    await waitFor(() => expect(remove.querySelector('[role="alert"]')?.textContent).toBe('The code is not valid'));
    typeInto(field(remove, 'Code from the app'), '123 456');
    await act(async () => getButton(remove, 'Remove').click());
    await waitFor(() => expect(remove.isConnected).toBe(false));
    await waitFor(() => expect(factors.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(fake.calls(disablePath('dev-1')).map((r) => r.body)).toEqual([{ token: '000000' }, { token: '123456' }]);
    expect(toasts()).toContain('Authenticator app 1 removed');
  });

  it('offers only the methods the vendor switched on', async () => {
    await mountSection('profile', (f) =>
      f.on('GET', PATHS.strategies, {
        body: {
          strategies: [
            { strategy: 'AuthenticatorApp', isActive: true },
            { strategy: 'SMS', isActive: false },
          ],
        },
      }),
    );
    const factors = await card('Two-factor authentication');
    await waitFor(() => getButton(factors, 'Set up authenticator app'));
    expect(factors.textContent).not.toContain('Add a phone for sign-in codes');
  });
});

describe('Profile: visibility', () => {
  it('leaves out the password form and the second factors when the host hides them, without loading them', async () => {
    const { fake } = await mountSection('profile', () => undefined, {
      portal: { tabs: { 'profile.changePassword': 'hidden', 'profile.mfaDevices': 'hidden' } },
    });
    const details = await card('Personal details');
    await waitFor(() => field(details, 'Name'));
    expect(document.body.textContent).not.toContain('Change password');
    expect(document.body.textContent).not.toContain('Two-factor authentication');
    expect(fake.calls(PATHS.devices)).toHaveLength(0);
    expect(fake.calls(PATHS.policy)).toHaveLength(0);
  });
});
