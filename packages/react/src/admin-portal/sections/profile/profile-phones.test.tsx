// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, waitFor } from '../../../test-utils/render';
import { anyDialog, card, chooseFromMenu, dialog, field, fieldError, mountSection, PATHS, toasts, typeInto } from './profile-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const NUMBERS = PATHS.numbers;
const LOGIN_PHONE = PATHS.loginPhone;
const item = (id: string, phoneNumber: string, verified: boolean) => ({
  id,
  phoneNumber,
  verified,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const me = { phoneNumber: '+15550000001' };

describe('Profile: phone numbers', () => {
  it('adds a number once the texted code is entered, and removes a verified one with a code, an unverified one at once, each confirmed', async () => {
    let list = [item('p-1', '+15550000002', true), item('p-2', '+15550000003', false)];
    const { fake } = await mountSection(
      'profile',
      (f) => {
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
      },
      { me },
    );
    const phones = await card('Phone numbers');
    await waitFor(() => expect(phones.textContent).toContain('+15550000003'));
    expect(phones.textContent).toContain('Not verified');

    await act(async () => getButton(phones, 'Add phone number').click());
    const add = await dialog('Add a phone number');
    typeInto(field(add, 'Phone number'), 'not a number');
    await act(async () => getButton(add, 'Text me a code').click());
    await waitFor(() =>
      expect(fieldError(field(add, 'Phone number'))).toBe('Enter the number with its country code, for example +15551234567.'),
    );
    typeInto(field(add, 'Phone number'), '+15550000004');
    await act(async () => getButton(add, 'Text me a code').click());
    const verify = await dialog('Verify +15550000004');
    expect(verify.textContent).toContain('Enter the code we texted to +15550000004');
    expect(
      fake
        .calls(NUMBERS)
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([{ phoneNumber: '+15550000004', verify: true }]);
    typeInto(field(verify, 'Code'), '123 456');
    await act(async () => getButton(verify, 'Verify').click());
    await waitFor(() => expect(anyDialog()).toBeNull());
    expect(fake.calls(`${NUMBERS}/verify`)[0]!.body).toEqual({ otcToken: 'otc-add', code: '123456' });
    await waitFor(() => expect(phones.textContent).toContain('+15550000004'));
    await waitFor(() => expect(toasts()).toContain('Phone number added'));

    await chooseFromMenu('More actions for +15550000002', 'Remove');
    const confirmVerified = await dialog('Remove +15550000002');
    expect(fake.calls(`${NUMBERS}/p-1`)).toHaveLength(0);
    await act(async () => getButton(confirmVerified, 'Text me a code').click());
    const code = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      if (!found?.textContent?.includes('Enter the code we texted to +15550000002')) throw new Error('no code dialog yet');
      return found;
    });
    typeInto(field(code, 'Code'), '654321');
    await act(async () => code.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(fake.calls(`${NUMBERS}/p-1/delete/verify`)).toHaveLength(1));
    expect(fake.calls(`${NUMBERS}/p-1/delete/verify`)[0]!.body).toEqual({ otcToken: 'otc-del', code: '654321' });

    await chooseFromMenu('More actions for +15550000003', 'Remove');
    const confirmUnverified = await dialog('Remove +15550000003');
    await act(async () => getButton(confirmUnverified, 'Remove').click());
    await waitFor(() => expect(fake.calls(`${NUMBERS}/p-2`)).toHaveLength(1));
    await waitFor(() => expect(anyDialog()).toBeNull());
    await waitFor(() => expect(phones.textContent).not.toContain('+15550000003'));
    await waitFor(() => expect(toasts()).toContain('+15550000003 removed'));
  });

  it('changes the sign-in phone only with the code texted to the new number, and never through the profile form', async () => {
    const { fake } = await mountSection(
      'profile',
      (f) => {
        f.on('POST', LOGIN_PHONE, { body: { changePhoneId: 'chg-1' } });
        f.on('POST', `${LOGIN_PHONE}/verify`, { body: {} });
        f.on('PUT', paths.me, { body: fakeMe() });
      },
      { me },
    );
    const phone = () => document.querySelector('[data-testid="sign-in-phone"]')?.textContent;
    await waitFor(() => expect(phone()).toBe('+15550000001'));
    const details = await card('Personal details');
    await act(async () => getButton(details, 'Change').click());
    const change = await dialog('Sign-in phone number');
    typeInto(field(change, 'New phone number'), '+15550000009');
    await act(async () => getButton(change, 'Text me a code').click());
    const verify = await dialog('Verify +15550000009');
    typeInto(field(verify, 'Code'), '111222');
    await act(async () => getButton(verify, 'Verify').click());
    await waitFor(() => expect(phone()).toBe('+15550000009'));
    expect(fake.calls(LOGIN_PHONE)[0]!.body).toEqual({ phoneNumber: '+15550000009' });
    expect(fake.calls(`${LOGIN_PHONE}/verify`)[0]!.body).toEqual({ changePhoneId: 'chg-1', code: '111222' });
    await waitFor(() => expect(toasts()).toContain('Sign-in phone number changed'));
    // The profile form saves the name only: no phone number goes through PUT /me, and the phone dialogs sent none.
    await act(async () => getButton(details, 'Save profile').click());
    await waitFor(() => expect(fake.calls(paths.me).filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(fake.calls(paths.me).find((r) => r.method === 'PUT')!.body).not.toHaveProperty('phoneNumber');
  });

  it('shows the sign-in phone read only, and loads no list, when the host says so', async () => {
    const { fake } = await mountSection('profile', () => undefined, {
      me,
      portal: { fields: { 'profile.phoneNumber': 'viewOnly' }, tabs: { 'profile.phoneNumbers': 'hidden' } },
    });
    await waitFor(() => expect(document.querySelector('[data-testid="sign-in-phone"]')?.textContent).toBe('+15550000001'));
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Change')).toBe(false);
    expect(document.body.textContent).not.toContain('Add phone number');
    expect(fake.calls(`${NUMBERS}/me`)).toHaveLength(0);
  });
});
