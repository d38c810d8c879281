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

const NUMBERS = '/identity/resources/users/phone-numbers/v1';
const LOGIN_PHONE = '/identity/resources/users/v1/phone';
const item = (id: string, phoneNumber: string, verified: boolean) => ({
  id,
  phoneNumber,
  verified,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

async function mount(script: (fake: FakeFetch) => void, options: AdminPortalOptions = {}) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: { ...fakeMe(), phoneNumber: '+15550000001' } });
      fake.on('GET', '/identity/resources/users/v1/passwords/config', {
        body: { allowPassphrases: false, maxLength: 128, minLength: 10, minPhraseLength: 20, minOptionalTestsToPass: 0 },
      });
      fake.on('GET', '/identity/resources/users/v1/mfa/devices', { body: { webauthn: [], phones: [], authenticators: [], emails: [] } });
      script(fake);
    },
    children: <AdminPortal initialSection="profile" options={options} />,
  });
}

const dialog = (container: HTMLElement) => container.querySelector('[role="dialog"]');

describe('Profile: phone numbers', () => {
  it('adds a number once the texted code is entered, and removes a verified one with a code, an unverified one at once', async () => {
    let list = [item('p-1', '+15550000002', true), item('p-2', '+15550000003', false)];
    const { container, fake } = await mount((f) => {
      f.on('GET', `${NUMBERS}/me`, () => ({ body: list }));
      f.on('POST', NUMBERS, { body: { otcToken: 'otc-add' } });
      f.on(
        'POST',
        `${NUMBERS}/verify`,
        (r) => (
          (list = [...list, item('p-3', '+15550000004', true)]),
          (r.body as { code: string }).code === '123456' ? { body: {} } : { status: 400, body: { errors: ['Invalid code'] } }
        ),
      );
      f.on('DELETE', `${NUMBERS}/p-1`, { body: { phoneId: 'p-1', otcToken: 'otc-del' } });
      f.on('POST', `${NUMBERS}/p-1/delete/verify`, () => ((list = list.filter((p) => p.id !== 'p-1')), { body: {} }));
      f.on('DELETE', `${NUMBERS}/p-2`, () => ((list = list.filter((p) => p.id !== 'p-2')), { body: { phoneId: 'p-2' } }));
    });
    await waitFor(() => expect(container.textContent).toContain('+15550000003'));
    expect(container.textContent).toContain('Not verified');

    await act(async () => getButton(container, 'Add phone number').click());
    type(getByLabel(container, 'Phone number'), '+15550000004');
    await act(async () => getButton(container, 'Text me a code').click());
    await waitFor(() => expect(dialog(container)?.textContent).toContain('Enter the code we texted to +15550000004'));
    expect(fake.calls(NUMBERS).find((r) => r.method === 'POST')!.body).toEqual({ phoneNumber: '+15550000004', verify: true });
    type(getByLabel(container, 'Code'), '123 456');
    await act(async () => getButton(container, 'Verify').click());
    await waitFor(() => expect(dialog(container)).toBeNull());
    expect(fake.calls(`${NUMBERS}/verify`)[0]!.body).toEqual({ otcToken: 'otc-add', code: '123456' });
    await waitFor(() => expect(container.textContent).toContain('+15550000004'));

    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove +15550000002"]')!.click());
    await waitFor(() => expect(dialog(container)?.textContent).toContain('Enter the code we texted to +15550000002'));
    type(getByLabel(container, 'Code'), '654321');
    await act(async () => container.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')!.click());
    await waitFor(() => expect(fake.calls(`${NUMBERS}/p-1/delete/verify`)).toHaveLength(1));
    expect(fake.calls(`${NUMBERS}/p-1/delete/verify`)[0]!.body).toEqual({ otcToken: 'otc-del', code: '654321' });

    await act(async () => container.querySelector<HTMLButtonElement>('[aria-label="Remove +15550000003"]')!.click());
    await waitFor(() => expect(fake.calls(`${NUMBERS}/p-2`)).toHaveLength(1));
    expect(dialog(container)).toBeNull();
    await waitFor(() => expect(container.textContent).not.toContain('+15550000003'));
  });

  it('changes the sign-in phone only with the code texted to the new number, and never through the profile form', async () => {
    const { container, fake } = await mount((f) => {
      f.on('GET', `${NUMBERS}/me`, { body: [] });
      f.on('POST', LOGIN_PHONE, { body: { changePhoneId: 'chg-1' } });
      f.on('POST', `${LOGIN_PHONE}/verify`, { body: {} });
      f.on('PUT', paths.me, { body: fakeMe() });
    });
    await waitFor(() => expect(container.querySelector('[data-testid="sign-in-phone"]')?.textContent).toBe('+15550000001'));
    await act(async () => getButton(container, 'Change').click());
    type(getByLabel(container, 'New phone number'), '+15550000009');
    await act(async () => getButton(container, 'Text me a code').click());
    await waitFor(() => getByLabel(container, 'Code'));
    type(getByLabel(container, 'Code'), '111222');
    await act(async () => getButton(container, 'Verify').click());
    await waitFor(() => expect(container.querySelector('[data-testid="sign-in-phone"]')?.textContent).toBe('+15550000009'));
    expect(fake.calls(LOGIN_PHONE)[0]!.body).toEqual({ phoneNumber: '+15550000009' });
    expect(fake.calls(`${LOGIN_PHONE}/verify`)[0]!.body).toEqual({ changePhoneId: 'chg-1', code: '111222' });
    // The profile form saves the name only: no phone number goes through PUT /me.
    await act(async () => getButton(container, 'Save profile').click());
    await waitFor(() => expect(fake.calls(paths.me).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(fake.calls(paths.me).find((r) => r.method === 'PUT')!.body).not.toHaveProperty('phoneNumber');
  });

  it('shows the sign-in phone read only, and loads no list, when the host says so', async () => {
    const { container, fake } = await mount((f) => f.on('GET', `${NUMBERS}/me`, { body: [] }), {
      fields: { 'profile.phoneNumber': 'viewOnly' },
      tabs: { 'profile.phoneNumbers': 'hidden' },
    });
    await waitFor(() => expect(container.querySelector('[data-testid="sign-in-phone"]')?.textContent).toBe('+15550000001'));
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Change')).toBe(false);
    expect(fake.calls(`${NUMBERS}/me`)).toHaveLength(0);
  });
});
