// @vitest-environment happy-dom
import { act } from 'react';
import { storageKeys } from '@gatehouse/contracts';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { findElement, getButton, getByLabel, waitFor } from '../../../test-utils/render';
import { setupProvider } from '../../../test-utils/setup-provider';
import { AdminPortal } from '../../admin-portal';
import { NEW_TOKEN_DELAY_MS } from './api-tokens-panel';

afterEach(() => {
  document.body.innerHTML = '';
});

const USER_TOKENS = '/identity/resources/users/api-tokens/v1';
const TENANT_TOKENS = '/identity/resources/tenants/api-tokens';
const TEAM_ROLES = '/team/resources/roles/v1';
const STAMP = '2026-01-01T00:00:00.000Z';
const old = {
  clientId: 'old-client',
  description: 'old',
  tenantId: 'tenant-1',
  createdByUserId: 'user-1',
  expires: null,
  createdAt: STAMP,
};

async function mount(section: 'personalApiTokens' | 'apiTokens', granted: string[], script: (fake: FakeFetch) => void) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      const permissions = granted.map((key) => ({ id: key, key, name: key, description: '', fePermission: true, categoryId: 'c' }));
      fake.on('GET', paths.me, { body: fakeMe({ permissions: permissions as never }) });
      script(fake);
    },
    children: (
      <AdminPortal
        initialSection={section}
        options={{ navigation: { personalApiTokens: { visibility: 'always' }, apiTokens: { visibility: 'always' } } }}
      />
    ),
  });
}

/** Types into an input as a person would, so React (and the form library) see the change. */
const type = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
/** The control labelled `label` (a FormField's required marker aside, or its aria-label). */
const field = (within: HTMLElement, label: string): HTMLInputElement => {
  const named = within.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (named) return named;
  const tag = [...within.querySelectorAll('label')].find((l) => l.textContent?.replace(/\*$/, '').trim() === label);
  return tag ? within.querySelector<HTMLInputElement>(`#${CSS.escape(tag.htmlFor)}`)! : getByLabel(within, label);
};
const dialog = (name: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
      (d) => d.querySelector('h2')?.textContent === name,
    );
    if (!found) throw new Error(`no dialog ${name}`);
    return found;
  });
/** The secret box named `label` inside `within`, and its value. */
const secretOf = (within: ParentNode, label: string) => within.querySelector(`[role="group"][aria-label="${label}"] code`)?.textContent;
const toastText = () => [...document.querySelectorAll('.gh-toast')].map((t) => t.textContent).join(' | ');
async function generate(container: HTMLElement) {
  await waitFor(() => expect(getButton(container, 'Generate token').disabled).toBe(false));
  await act(async () => getButton(container, 'Generate token').click());
  return dialog('Generate token');
}

describe('API tokens', () => {
  it('sends expiry as days × 1440, then shows the secret once, first in the list, 200 ms after the dialog closes', async () => {
    const created = { ...old, clientId: 'new-client', description: 'CI', secret: 'gh_cs_secret' };
    const { container, fake } = await mount('personalApiTokens', ['fe.secure.read.userApiTokens'], (f) => {
      f.on('GET', USER_TOKENS, { body: [old] });
      f.on('POST', USER_TOKENS, { status: 201, body: created });
    });
    await waitFor(() => expect(container.querySelector('tbody')?.textContent).toContain('old-client'));
    const create = await generate(container);
    type(field(create, 'Description'), 'CI');
    type(field(create, 'Expires in (days)'), '3');
    await act(async () => getButton(create, 'Generate').click());
    await waitFor(() =>
      expect(fake.calls(USER_TOKENS).find((r) => r.method === 'POST')?.body).toEqual({ description: 'CI', expiresInMinutes: 3 * 1440 }),
    );
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    const closedAt = Date.now();
    expect(document.body.textContent).not.toContain('gh_cs_secret');
    const shown = await dialog('Token generated');
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(NEW_TOKEN_DELAY_MS - 30);
    expect(secretOf(shown, 'Secret')).toBe('gh_cs_secret');
    expect(secretOf(shown, 'Client ID')).toBe('new-client');
    expect(container.querySelector('tbody tr')!.textContent).toContain('new-client');

    // Closed, the secret is gone for good: not in the page, not in the list.
    await act(async () => getButton(shown, 'Done').click());
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(document.body.textContent).not.toContain('gh_cs_secret');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Generate token'));
  });

  it('a creation refused for want of a recent second factor offers the step-up, which comes back here (decision 0033)', async () => {
    const { container, storage } = await mount('personalApiTokens', ['fe.secure.read.userApiTokens'], (f) => {
      f.on('GET', USER_TOKENS, { body: [] });
      f.on('POST', USER_TOKENS, { status: 403, body: { errors: ['Step-up authentication required'], errorCode: 'step_up_required' } });
    });
    const page = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    await waitFor(() => expect(container.textContent).toContain('No tokens yet'));
    const create = await generate(container);
    type(field(create, 'Description'), 'CI');
    await act(async () => getButton(create, 'Generate').click());
    await waitFor(() => expect(create.querySelector('[role="alert"]')?.textContent).toContain('Step-up authentication required'));
    await act(async () => getButton(create, "Verify it's you").click());
    expect(window.location.pathname).toBe('/account/step-up');
    // After the step-up the user comes back to the page that was refused.
    expect(storage.getItem(storageKeys.afterAuthRedirect)).toBe(page);
  });

  it('says next to the field what is wrong, without a call', async () => {
    const { container, fake } = await mount('personalApiTokens', ['fe.secure.read.userApiTokens'], (f) =>
      f.on('GET', USER_TOKENS, { body: [] }),
    );
    const create = await generate(container);
    type(field(create, 'Expires in (days)'), '1.5');
    await act(async () => getButton(create, 'Generate').click());
    await waitFor(() => expect(field(create, 'Description').getAttribute('aria-invalid')).toBe('true'));
    const errors = [...create.querySelectorAll('.gh-form-error')].map((e) => e.textContent);
    expect(errors).toEqual([
      'Describe what the token is for, in 1 to 500 characters.',
      'Enter a whole number of days from 1 to 3,650, or leave it empty.',
    ]);
    expect(fake.calls(USER_TOKENS).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('gives a tenant token roles picked from a filtered list, names them in the table, and deletes it after asking', async () => {
    const roles = Array.from({ length: 30 }, (_, i) => ({
      id: `r-${i}`,
      key: `Role${i}`,
      name: i === 7 ? 'Read only' : `Role ${i}`,
      vendorId: 'v',
      permissions: [],
    }));
    let listed = [{ ...old, roleIds: ['r-7'] }];
    const { container, fake } = await mount('apiTokens', ['fe.secure.read.tenantApiTokens', 'fe.secure.write.tenantApiTokens'], (f) => {
      f.on('GET', `${TENANT_TOKENS}/v1`, () => ({ body: listed }));
      f.on('GET', TEAM_ROLES, { body: { items: roles } });
      f.on('POST', `${TENANT_TOKENS}/v2`, ({ body }) => ({
        status: 201,
        body: { ...old, clientId: 'nightly', description: 'Nightly', ...(body as object), secret: 'gh_cs_x' },
      }));
      f.on('DELETE', `${TENANT_TOKENS}/v1/old-client`, () => ((listed = []), { body: {} }));
    });
    await waitFor(() => expect(container.querySelector('tbody tr')?.textContent).toContain('Read only'));
    const create = await generate(container);
    type(field(create, 'Description'), 'Nightly');
    type(field(create, 'Filter roles'), 'read');
    await waitFor(() => expect(create.querySelectorAll('.gh-token-roles-list li')).toHaveLength(1));
    await act(async () => (field(create, 'Read only') as unknown as HTMLButtonElement).click());
    expect(create.textContent).toContain('1 role selected');
    await act(async () => getButton(create, 'Generate').click());
    await waitFor(() =>
      expect(fake.calls(`${TENANT_TOKENS}/v2`)[0]?.body).toEqual({ description: 'Nightly', expiresInMinutes: null, roleIds: ['r-7'] }),
    );
    const shown = await dialog('Token generated');
    await act(async () => getButton(shown, 'Done').click());

    const trigger = container.querySelector<HTMLButtonElement>('[aria-label="More actions for old"]')!;
    act(() => trigger.focus());
    await act(async () => trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    const menu = await findElement<HTMLElement>('[role="menu"]');
    await act(async () => menu.querySelector<HTMLElement>('[role="menuitem"]')!.click());
    const confirm = await dialog('Delete old?');
    expect(fake.calls(`${TENANT_TOKENS}/v1/old-client`)).toHaveLength(0);
    await act(async () => getButton(confirm, 'Delete token').click());
    await waitFor(() => expect(toastText()).toContain('Token old deleted'));
    expect(fake.calls(`${TENANT_TOKENS}/v1/old-client`).map((r) => r.method)).toEqual(['DELETE']);
    await waitFor(() => expect(container.querySelector('tbody')?.textContent ?? '').not.toContain('old-client'));
  });
});
