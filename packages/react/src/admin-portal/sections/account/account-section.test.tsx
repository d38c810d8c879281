// @vitest-environment happy-dom
import { act } from 'react';
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, getByLabel, type, waitFor } from '../../../test-utils/render';
import { setupProvider } from '../../../test-utils/setup-provider';
import { AdminPortal } from '../../admin-portal';
import type { AdminPortalOptions } from '../../admin-portal-options';
import { visibleEntries } from '../../navigation';

afterEach(() => {
  document.body.innerHTML = '';
});

const SETTINGS = '/tenants/resources/account-settings/v1';
const ADMIN_BOX = '/metadata/admin-box';
const READ = 'fe.secure.read.accountSettings';
const WRITE = ['fe.secure.write.accountSettings', 'fe.account-settings.write.custom-login-box'];
const permission = (key: string) => ({
  id: key,
  key,
  name: key,
  description: '',
  fePermission: true,
  categoryId: 'c',
  assignmentType: 'ASSIGNABLE',
  roleIds: [],
});
const stored = {
  tenantId: 'tenant-1',
  name: 'Acme',
  address: '1 Main St',
  timezone: 'Europe/London',
  currency: 'EUR',
  dateFormat: 'DD/MM/YYYY',
  hasCustomLogin: false,
};
// The smallest PNG the server would take: its signature, then padding.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function mount(permissions: string[], script: (fake: FakeFetch) => void = () => undefined, options: AdminPortalOptions = {}) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe({ permissions: permissions.map(permission) as never }) });
      fake.on('GET', SETTINGS, { body: stored });
      script(fake);
    },
    children: <AdminPortal initialSection="account" options={options} />,
  });
}

const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;
const noteText = (container: HTMLElement) => [...container.querySelectorAll('p[role="status"]')].map((p) => p.textContent).join('');
const select = (container: HTMLElement, label: string) => getByLabel(container, label) as unknown as HTMLSelectElement;
const choose = (element: HTMLSelectElement, value: string) => {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
};
const pickFile = async (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
};
const tab = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name);
  if (!found) throw new Error(`no tab named ${name}`);
  return found;
};

describe('Account: navigation', () => {
  it('is shown by default to holders of fe.secure.read.accountSettings (spec 001 §2), and the host may gate it otherwise', () => {
    const names = (permissions: string[], options?: AdminPortalOptions) =>
      visibleEntries({ permissions, isFlagOn: () => true, options }).map((e) => e.name);
    expect(READ).toBe('fe.secure.read.accountSettings');
    expect(names([READ])).toContain('account');
    expect(names(['fe.*'])).toContain('account');
    expect(names(['fe.secure.write.accountSettings'])).not.toContain('account');
    const custom: AdminPortalOptions = { navigation: { account: { permission: 'fe.custom.account' } } };
    expect(names(['fe.custom.account'], custom)).toContain('account');
    expect(names([READ], custom)).not.toContain('account');
    expect(names([READ], { navigation: { account: { visibility: 'hidden' } } })).not.toContain('account');
  });
});

describe('Account: Settings tab', () => {
  it('shows the stored settings and sends only what changed, then says so', async () => {
    const { container, fake } = await mount([READ, ...WRITE], (f) =>
      f.on('PUT', SETTINGS, ({ body }) => ({ body: { ...stored, ...(body as object) } })),
    );
    await waitFor(() => expect(getByLabel(container, 'Company name').value).toBe('Acme'));
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Account details');
    expect(tab(container, 'Settings').getAttribute('aria-selected')).toBe('true');
    expect(getByLabel(container, 'Address').value).toBe('1 Main St');
    expect(select(container, 'Time zone').value).toBe('Europe/London');
    expect(select(container, 'Currency').value).toBe('EUR');
    expect(select(container, 'Date format').value).toBe('DD/MM/YYYY');
    expect(select(container, 'Time format').value).toBe('');
    type(getByLabel(container, 'Company name'), 'Acme Europe');
    type(getByLabel(container, 'Address'), '');
    choose(select(container, 'Time zone'), 'Europe/Paris');
    choose(select(container, 'Time format'), 'HH:mm');
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(noteText(container)).toBe('Settings saved.'));
    expect(
      fake
        .calls(SETTINGS)
        .filter((r) => r.method === 'PUT')
        .map((r) => r.body),
    ).toEqual([{ name: 'Acme Europe', address: null, timezone: 'Europe/Paris', timeFormat: 'HH:mm' }]);
    // The answer is the new baseline: saving again sends nothing.
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(noteText(container)).toBe('Nothing changed.'));
    expect(fake.calls(SETTINGS).filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it("shows the server's message in a focused alert, keeps the fields, and is busy while saving", async () => {
    let answer: (a: { status: number; body: unknown }) => void = () => undefined;
    const { container } = await mount([READ, ...WRITE], (f) => f.on('PUT', SETTINGS, () => new Promise((resolve) => (answer = resolve))));
    await waitFor(() => getByLabel(container, 'Website'));
    type(getByLabel(container, 'Website'), 'ftp://acme.example');
    await act(async () => getButton(container, 'Save settings').click());
    const button = getButton(container, 'Saving…');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ status: 400, body: { errors: ['website: must be an http(s) URL'], errorCode: 'request.invalid' } }));
    await waitFor(() => expect(alertText(container)).toBe('website: must be an http(s) URL'));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    expect(getByLabel(container, 'Website').value).toBe('ftp://acme.example');
    expect(getButton(container, 'Save settings').disabled).toBe(false);
  });

  it('uploads a logo as a base64 data URL, refuses a file that is too large without a call, and removes it', async () => {
    const { container, fake } = await mount([READ, ...WRITE], (f) =>
      f.on('PUT', SETTINGS, ({ body }) => ({ body: { ...stored, ...(body as object) } })),
    );
    await waitFor(() => expect(container.querySelector('label.gh-admin-file')?.textContent).toBe('Upload logo'));
    await pickFile(container, new File([new Uint8Array(256 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(alertText(container)).toBe('The logo must be at most 256 KB.'));
    await pickFile(container, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(alertText(container)).toBe('The logo must be a PNG, JPEG or WebP image.'));
    await pickFile(container, new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    const dataUrl = `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`;
    await waitFor(() => expect(container.querySelector<HTMLImageElement>('img[alt="Company logo"]')?.getAttribute('src')).toBe(dataUrl));
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(noteText(container)).toBe('Settings saved.'));
    await act(async () => getButton(container, 'Remove logo').click());
    expect(container.querySelector('img[alt="Company logo"]')).toBeNull();
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(fake.calls(SETTINGS).filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(
      fake
        .calls(SETTINGS)
        .filter((r) => r.method === 'PUT')
        .map((r) => r.body),
    ).toEqual([{ logo: dataUrl }, { logo: null }]);
  });

  it('is read only without fe.secure.write.accountSettings, and follows the field and tab visibility of the options', async () => {
    const readOnly = await mount([READ]);
    await waitFor(() => expect(getByLabel(readOnly.container, 'Company name').readOnly).toBe(true));
    expect(getByLabel(readOnly.container, 'Time zone').tagName).toBe('INPUT');
    expect(getByLabel(readOnly.container, 'Time zone').value).toBe('Europe/London');
    expect(readOnly.container.textContent).not.toContain('Save settings');
    expect(readOnly.container.textContent).not.toContain('Upload logo');
    readOnly.unmount();

    const options: AdminPortalOptions = {
      fields: { 'account.website': 'hidden', 'account.companyName': 'viewOnly' },
      tabs: { 'account.customLogin': 'hidden' },
    };
    const { container } = await mount([READ, ...WRITE], undefined, options);
    await waitFor(() => expect(getByLabel(container, 'Company name').readOnly).toBe(true));
    expect(() => getByLabel(container, 'Website')).toThrow();
    expect(getByLabel(container, 'Address').readOnly).toBe(false);
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(1);
  });
});

describe('Account: Custom login tab', () => {
  it("opens from the keyboard, sends one action per changed leaf, and shows the server's 'No changes to update'", async () => {
    const configuration = { localizations: { en: { login: { title: 'Welcome' } } } };
    const { container, fake } = await mount([READ, ...WRITE], (f) => {
      f.on('GET', ADMIN_BOX, { body: { configuration, updatedAt: null } });
      f.on('POST', ADMIN_BOX, ({ body }) =>
        (body as { actions: unknown[] }).actions.length === 0
          ? { status: 400, body: { errors: ['No changes to update'], errorCode: 'account.no_changes' } }
          : { body: { configuration, updatedAt: '2026-01-01T00:00:00.000Z' } },
      );
    });
    await waitFor(() => tab(container, 'Settings'));
    expect(fake.calls(ADMIN_BOX)).toHaveLength(0); // loaded when its tab opens
    tab(container, 'Settings').focus();
    await act(async () => tab(container, 'Settings').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(tab(container, 'Custom login').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(container, 'Custom login'));
    expect(tab(container, 'Settings').tabIndex).toBe(-1);
    const panel = container.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(container, 'Custom login').id);
    await waitFor(() => expect(getByLabel(container, 'Login box title').value).toBe('Welcome'));
    expect(container.textContent).toContain('Custom login is off for this account.');

    await act(async () => getButton(container, 'Save login box').click());
    await waitFor(() => expect(alertText(container)).toBe('No changes to update'));
    type(getByLabel(container, 'Login box title'), '');
    type(getByLabel(container, 'Login box background colour'), '#f0f4ff');
    await act(async () => getButton(container, 'Save login box').click());
    await waitFor(() => expect(noteText(container)).toContain('Login box saved.'));
    expect(alertText(container)).toBeUndefined();
    expect(
      fake
        .calls(ADMIN_BOX)
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([
      { actions: [] },
      {
        actions: [
          { type: 'localizations/en/login/title', payload: null },
          { type: 'themeV2/loginBox/boxStyle/backgroundColor', payload: '#f0f4ff' },
        ],
      },
    ]);
  });

  it("saves the login addresses through the settings and shows the server's refusal", async () => {
    const { container, fake } = await mount([READ, ...WRITE], (f) => {
      f.on('GET', ADMIN_BOX, { body: { configuration: {}, updatedAt: null } });
      f.on(
        'PUT',
        SETTINGS,
        {
          status: 400,
          body: { errors: ['applicationUrl: must be on an origin this deployment trusts (allowedOrigins)'], errorCode: 'request.invalid' },
        },
        { body: { ...stored, loginUrl: 'http://localhost:5173/login', hasCustomLogin: true } },
      );
    });
    await waitFor(() => tab(container, 'Custom login'));
    await act(async () => tab(container, 'Custom login').click());
    type(getByLabel(container, 'Application URL'), 'https://evil.example/app');
    await act(async () => getButton(container, 'Save login addresses').click());
    await waitFor(() => expect(alertText(container)).toBe('applicationUrl: must be on an origin this deployment trusts (allowedOrigins)'));
    type(getByLabel(container, 'Application URL'), '');
    type(getByLabel(container, 'Login URL'), 'http://localhost:5173/login');
    await act(async () => getButton(container, 'Save login addresses').click());
    await waitFor(() => expect(container.textContent).toContain('Custom login is on for this account.'));
    expect(
      fake
        .calls(SETTINGS)
        .filter((r) => r.method === 'PUT')
        .map((r) => r.body),
    ).toEqual([{ applicationUrl: 'https://evil.example/app' }, { loginUrl: 'http://localhost:5173/login' }]);
  });

  it('leaves the login box read only without fe.account-settings.write.custom-login-box', async () => {
    const { container } = await mount([READ, 'fe.secure.write.accountSettings'], (f) =>
      f.on('GET', ADMIN_BOX, { body: { configuration: {}, updatedAt: null } }),
    );
    await waitFor(() => tab(container, 'Custom login'));
    await act(async () => tab(container, 'Custom login').click());
    await waitFor(() => expect(getByLabel(container, 'Login box title').readOnly).toBe(true));
    expect(container.textContent).not.toContain('Save login box');
    expect(container.textContent).toContain('Save login addresses');
  });
});

describe('Account: loading', () => {
  it("shows loading, then the server's message when the settings cannot be read", async () => {
    let answer: (a: { status: number; body: unknown }) => void = () => undefined;
    const { container } = await mount([READ], (f) => f.on('GET', SETTINGS, () => new Promise((resolve) => (answer = resolve))));
    await waitFor(() => expect(container.querySelector('.gh-admin-section [role="status"]')?.textContent).toBe('Loading…'));
    await act(async () =>
      answer({ status: 403, body: { errors: ['Missing permission fe.secure.read.accountSettings'], errorCode: 'auth.forbidden' } }),
    );
    await waitFor(() => expect(alertText(container)).toBe('Missing permission fe.secure.read.accountSettings'));
  });
});
