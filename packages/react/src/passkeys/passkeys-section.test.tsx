// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { PasskeysSection } from './passkeys-section';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const DEVICES = '/identity/resources/users/webauthn/v1/devices';
const passkey = (id: string, name: string, over: Record<string, unknown> = {}) => ({
  id,
  deviceType: 'Platform',
  name,
  createdAt: '2026-01-05T10:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  transports: ['internal'],
  ...over,
});
const confirmation = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

describe('PasskeysSection', () => {
  it('lists the passkeys with their dates, and removes one only once the removal is confirmed', async () => {
    const errors = vi.spyOn(console, 'error');
    let list = [passkey('pk-1', 'Laptop', { lastUsedAt: '2026-02-01T10:00:00.000Z', backedUp: true }), passkey('pk-2', 'Phone')];
    const { container, fake } = await setupProvider({
      signedIn: true,
      script: (f) => {
        f.on('GET', DEVICES, () => ({ body: { devices: list } }));
        f.on('DELETE', `${DEVICES}/pk-2`, () => ((list = list.slice(0, 1)), { body: {} }));
      },
      children: <PasskeysSection />,
    });
    await waitFor(() => expect(container.querySelectorAll('.gh-passkey-item')).toHaveLength(2));
    const [laptop, phone] = [...container.querySelectorAll('.gh-passkey-item')].map((item) => item.textContent);
    expect(laptop).toContain('Laptop');
    expect(laptop).toMatch(/Added .+ · last used .+ · synced/);
    expect(phone).toContain('never used');

    const remove = container.querySelector<HTMLButtonElement>('[aria-label="Remove passkey Phone"]')!;
    await act(async () => remove.click());
    await waitFor(() => expect(confirmation()?.textContent).toContain('Remove the passkey Phone?'));
    await act(async () => getButton(confirmation()!, 'Cancel').click());
    expect(fake.calls(`${DEVICES}/pk-2`)).toHaveLength(0);
    await act(async () => remove.click());
    await waitFor(() => getButton(confirmation()!, 'Remove'));
    await act(async () => getButton(confirmation()!, 'Remove').click());
    await waitFor(() => expect(container.querySelectorAll('.gh-passkey-item')).toHaveLength(1));
    expect(fake.calls(`${DEVICES}/pk-2`).map((r) => r.method)).toEqual(['DELETE']);
    // Outside a ToastProvider the section says nothing more, and complains about nothing.
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the confirmation open when a removal needs a recent second factor, and offers the step-up', async () => {
    const { container } = await setupProvider({
      signedIn: true,
      script: (f) => {
        f.on('GET', DEVICES, { body: { devices: [passkey('pk-1', 'Laptop')] } });
        f.on('DELETE', `${DEVICES}/pk-1`, {
          status: 403,
          body: { errors: ['Step-up authentication required'], errorCode: 'step_up_required' },
        });
      },
      children: <PasskeysSection title="Your passkeys" />,
    });
    await waitFor(() => expect(container.querySelector('.gh-card-title')?.textContent).toBe('Your passkeys'));
    const remove = await waitFor(() => container.querySelector<HTMLButtonElement>('[aria-label="Remove passkey Laptop"]')!);
    await act(async () => remove.click());
    await waitFor(() => getButton(confirmation()!, 'Remove'));
    await act(async () => getButton(confirmation()!, 'Remove').click());
    await waitFor(() => expect(confirmation()?.querySelector('[role="alert"]')?.textContent).toContain('Step-up authentication required'));
    expect(container.querySelectorAll('.gh-passkey-item')).toHaveLength(1);
    await act(async () => getButton(confirmation()!, "Verify it's you").click());
    expect(window.location.pathname).toBe('/account/step-up');
  });

  it('says when there are none, and that this browser cannot create them', async () => {
    const { container } = await setupProvider({
      signedIn: true,
      script: (f) => f.on('GET', DEVICES, { body: { devices: [] } }),
      children: <PasskeysSection />,
    });
    await waitFor(() => expect(container.textContent).toContain('You have no passkeys yet.'));
    expect(container.textContent).toContain('This browser cannot create passkeys.');
    expect(container.textContent).not.toContain('Add a passkey');
  });
});
