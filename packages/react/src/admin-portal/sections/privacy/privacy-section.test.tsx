// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, waitFor } from '../../../test-utils/render';
import { card, chooseFromMenu, devices, dialog, mountSection, PATHS, toasts } from '../profile/profile-test-kit';
import { deviceOf } from './device-of';

afterEach(() => {
  document.body.innerHTML = '';
});

const SESSIONS = PATHS.sessions;
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const session = (id: string, current: boolean) => ({
  id,
  expires: '2030-01-01T00:00:00.000Z',
  ipAddress: `10.0.0.${id}`,
  userAgent: CHROME_LINUX,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSeenAt: '2026-01-02T00:00:00.000Z',
  current,
  impersonated: false,
});
const tab = (name: string) => {
  const found = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name);
  if (!found) throw new Error(`no tab ${name}`);
  return found;
};

describe('deviceOf', () => {
  it('names browser and system, or the first word of an agent it does not know', () => {
    expect(deviceOf(CHROME_LINUX)).toEqual({ browser: 'Chrome', system: 'Linux' });
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceOf('curl/8.5.0')).toEqual({ other: 'curl' });
    expect(deviceOf(null)).toEqual({});
    expect(deviceOf('   ')).toEqual({});
  });
});

describe('Privacy: login sessions', () => {
  it('marks this device, and signs out another session and all others only once confirmed', async () => {
    let list = [session('1', true), session('2', false), session('3', false)];
    const { fake } = await mountSection('privacy', (f) => {
      f.on('GET', SESSIONS, () => ({ body: list }));
      f.on('DELETE', `${SESSIONS}/2`, () => ((list = list.filter((s) => s.id !== '2')), { body: {} }));
      f.on('DELETE', `${SESSIONS}/all`, () => ((list = list.filter((s) => s.current)), { body: {} }));
    });
    const sessions = await card('Login sessions');
    await waitFor(() => expect(sessions.querySelector('tbody')?.textContent).toContain('10.0.0.3'));
    expect(sessions.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(sessions.querySelector('tbody tr')!.textContent).toContain('Chrome on LinuxThis device');
    // This session has no menu: it cannot sign itself out here.
    expect(document.querySelector('[aria-label="More actions for Chrome on Linux (10.0.0.1)"]')).toBeNull();

    await chooseFromMenu('More actions for Chrome on Linux (10.0.0.2)', 'Sign out');
    const one = await dialog('Sign out Chrome on Linux (10.0.0.2)?');
    await act(async () => getButton(one, 'Cancel').click());
    expect(fake.calls(`${SESSIONS}/2`)).toHaveLength(0);
    await chooseFromMenu('More actions for Chrome on Linux (10.0.0.2)', 'Sign out');
    await act(async () => getButton(await dialog('Sign out Chrome on Linux (10.0.0.2)?'), 'Sign out').click());
    await waitFor(() => expect(fake.calls(`${SESSIONS}/2`).map((r) => r.method)).toEqual(['DELETE']));
    await waitFor(() => expect(sessions.querySelectorAll('tbody tr')).toHaveLength(2));
    await waitFor(() => expect(toasts()).toContain('Chrome on Linux signed out'));

    await act(async () => getButton(sessions, 'Sign out all other sessions').click());
    const all = await dialog('Sign out all other sessions?');
    expect(all.textContent).toContain('1 other session ends; this one stays signed in.');
    await act(async () => getButton(all, 'Sign out all other sessions').click());
    await waitFor(() => expect(fake.calls(`${SESSIONS}/all`)).toHaveLength(1));
    await waitFor(() => expect(sessions.querySelectorAll('tbody tr')).toHaveLength(1));
    expect(getButton(sessions, 'Sign out all other sessions').disabled).toBe(true);
  });
});

describe('Privacy: MFA tab', () => {
  it("lists the user's second factors with the set-up button, loading them only when the tab opens", async () => {
    const { fake } = await mountSection('privacy', (f) => {
      f.on('GET', SESSIONS, { body: [session('1', true)] });
      f.on('GET', PATHS.devices, { body: devices({ authenticators: ['dev-1'] }) });
    });
    await card('Login sessions');
    expect(fake.calls(PATHS.devices)).toHaveLength(0);
    const mfa = tab('Two-factor authentication');
    await act(async () => {
      mfa.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      mfa.focus();
    });
    const factors = await card('Two-factor authentication');
    await waitFor(() => expect(factors.textContent).toContain('Authenticator app 1'));
    expect(getButton(factors, 'Set up authenticator app')).toBeTruthy();
  });

  it('shows only the tabs the host leaves, and nothing to show when it hides both, loading neither', async () => {
    const hidden = await mountSection('privacy', (f) => f.on('GET', SESSIONS, { body: [] }), {
      portal: { tabs: { 'privacy.loginSessions': 'hidden' } },
    });
    await card('Two-factor authentication');
    expect(() => tab('Login sessions')).toThrow();
    expect(hidden.fake.calls(SESSIONS)).toHaveLength(0);
    document.body.innerHTML = '';

    const none = await mountSection('privacy', (f) => f.on('GET', SESSIONS, { body: [] }), {
      portal: { tabs: { 'privacy.loginSessions': 'hidden', 'privacy.mfa': 'hidden' } },
    });
    await waitFor(() => expect(document.body.textContent).toContain('Nothing to show.'));
    expect(none.fake.calls(SESSIONS)).toHaveLength(0);
    expect(none.fake.calls(PATHS.devices)).toHaveLength(0);
  });
});
