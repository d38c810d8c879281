// @vitest-environment happy-dom
import { act } from 'react';
import type { FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { findElement, getButton, getByLabel, waitFor } from '../../../test-utils/render';
import type { AdminPortalOptions } from '../../admin-portal-options';
import { visibleEntries } from '../../navigation';
import { mountPortal } from '../../portal-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const SETTINGS = '/tenants/resources/account-settings/v1';
const ADMIN_BOX = '/metadata/admin-box';
const READ = 'fe.secure.read.accountSettings';
const WRITE = ['fe.secure.write.accountSettings', 'fe.account-settings.write.custom-login-box'];
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
  return mountPortal({
    permissions,
    initialSection: 'account',
    options,
    script: (fake) => {
      fake.on('GET', SETTINGS, { body: stored });
      script(fake);
    },
  });
}

/** The control labelled `label` (a FormField's required marker aside). */
const field = (within: HTMLElement, label: string): HTMLInputElement => {
  const tag = [...within.querySelectorAll('label')].find((l) => l.textContent?.replace(/\*$/, '').trim() === label);
  return tag ? within.querySelector<HTMLInputElement>(`#${CSS.escape(tag.htmlFor)}`)! : getByLabel(within, label);
};
/** The error shown next to a field (linked to it with aria-describedby). */
const errorOf = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('gh-form-error'))?.textContent;
/** Types into an input as a person would, so React (and the form library) see the change. */
const type = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
/** Opens a list field from the keyboard and picks the option labelled `label`. */
async function choose(trigger: HTMLElement, label: string) {
  act(() => trigger.focus());
  await act(async () => trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
  const listbox = await findElement<HTMLElement>('[role="listbox"]');
  const option = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === label);
  if (!option) throw new Error(`no option ${label}`);
  await act(async () => option.click());
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}
const pickFile = async (input: HTMLInputElement, file: File) => {
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
const openTab = async (container: HTMLElement, name: string) => {
  await waitFor(() => tab(container, name));
  await act(async () => tab(container, name).dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
  await waitFor(() => expect(tab(container, name).getAttribute('aria-selected')).toBe('true'));
};
const toasts = () => [...document.querySelectorAll('.gh-toast-title')].map((t) => t.textContent);
const puts = (fake: FakeFetch) =>
  fake
    .calls(SETTINGS)
    .filter((r) => r.method === 'PUT')
    .map((r) => r.body);

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
  it('shows the stored settings and sends only what changed, answered by a toast; unchanged, it sends nothing', async () => {
    const { container, fake } = await mount([READ, ...WRITE], (f) =>
      f.on('PUT', SETTINGS, ({ body }) => ({ body: { ...stored, ...(body as object) } })),
    );
    await waitFor(() => expect(field(container, 'Company name').value).toBe('Acme'));
    expect(container.querySelector('h1')?.textContent).toBe('Account');
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Account details');
    expect(tab(container, 'Settings').getAttribute('aria-selected')).toBe('true');
    expect(field(container, 'Address').value).toBe('1 Main St');
    expect(field(container, 'Time zone').textContent).toBe('Europe/London');
    expect(field(container, 'Currency').textContent).toContain('EUR');
    expect(field(container, 'Date format').textContent).toBe('DD/MM/YYYY');
    expect(field(container, 'Time format').textContent).toBe('Not set');
    type(field(container, 'Company name'), 'Acme Europe');
    type(field(container, 'Address'), '');
    await choose(field(container, 'Time zone'), 'Europe/Paris');
    await choose(field(container, 'Time format'), 'HH:mm');
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(toasts()).toContain('Settings saved'));
    expect(puts(fake)).toEqual([{ name: 'Acme Europe', address: null, timezone: 'Europe/Paris', timeFormat: 'HH:mm' }]);
    // The answer is the new baseline: saving again sends nothing.
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(toasts()).toContain('No changes to save'));
    expect(puts(fake)).toHaveLength(1);
    // A list setting can be cleared again.
    await choose(field(container, 'Time format'), 'Not set');
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(puts(fake)).toHaveLength(2));
    expect(puts(fake)[1]).toEqual({ timeFormat: null });
  });

  it("puts a refused value's reason next to its field, keeps the fields, and is busy while saving", async () => {
    let answer: (a: { status: number; body: unknown }) => void = () => undefined;
    const { container, fake } = await mount([READ, ...WRITE], (f) =>
      f.on('PUT', SETTINGS, () => new Promise((resolve) => (answer = resolve))),
    );
    await waitFor(() => field(container, 'Website'));
    // What the browser can check is checked before sending.
    type(field(container, 'Website'), 'ftp://acme.example');
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() =>
      expect(errorOf(field(container, 'Website'))).toBe(
        'Enter a full web address starting with https:// or http://, such as https://example.com.',
      ),
    );
    expect(document.activeElement).toBe(field(container, 'Website'));
    expect(puts(fake)).toHaveLength(0);

    type(field(container, 'Website'), 'https://acme.example');
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(getButton(container, 'Save settings').getAttribute('aria-busy')).toBe('true'));
    await act(async () => answer({ status: 400, body: { errors: ['website: must be an http(s) URL'], errorCode: 'request.invalid' } }));
    await waitFor(() => expect(field(container, 'Website').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field(container, 'Website'))).toBe(
      'Enter a full web address starting with https:// or http://, such as https://example.com.',
    );
    expect(container.textContent).not.toContain('website:');
    expect(field(container, 'Website').value).toBe('https://acme.example');
    expect(getButton(container, 'Save settings').getAttribute('aria-busy')).toBeNull();
  });

  it('uploads a logo as a base64 data URL, refuses a file that is too large without a call, and removes it', async () => {
    const { container, fake } = await mount([READ, ...WRITE], (f) =>
      f.on('PUT', SETTINGS, ({ body }) => ({ body: { ...stored, ...(body as object) } })),
    );
    const upload = await waitFor(() => {
      const label = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Upload logo');
      if (!label) throw new Error('no upload');
      return label.querySelector('input')!;
    });
    await pickFile(upload, new File([new Uint8Array(256 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(errorOf(upload)).toBe('The logo must be at most 256 KB.'));
    await pickFile(upload, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(errorOf(upload)).toBe('The logo must be a PNG, JPEG or WebP image.'));
    await pickFile(upload, new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    const dataUrl = `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}`;
    await waitFor(() => expect(container.querySelector<HTMLImageElement>('img[alt="Company logo"]')?.getAttribute('src')).toBe(dataUrl));
    expect(errorOf(container.querySelector('label.gh-logo-upload input')!)).toBeUndefined();
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(toasts()).toContain('Settings saved'));
    await act(async () => getButton(container, 'Remove logo').click());
    expect(container.querySelector('img[alt="Company logo"]')).toBeNull();
    await act(async () => getButton(container, 'Save settings').click());
    await waitFor(() => expect(puts(fake)).toHaveLength(2));
    expect(puts(fake)).toEqual([{ logo: dataUrl }, { logo: null }]);
  });

  it('is read only without fe.secure.write.accountSettings, and follows the field and tab visibility of the options', async () => {
    const readOnly = await mount([READ]);
    await waitFor(() => expect(field(readOnly.container, 'Company name').readOnly).toBe(true));
    expect(field(readOnly.container, 'Time zone').tagName).toBe('INPUT');
    expect(field(readOnly.container, 'Time zone').value).toBe('Europe/London');
    expect(readOnly.container.textContent).not.toContain('Save settings');
    expect(readOnly.container.textContent).not.toContain('Upload logo');
    readOnly.unmount();
    document.body.innerHTML = '';

    const options: AdminPortalOptions = {
      fields: { 'account.website': 'hidden', 'account.companyName': 'viewOnly' },
      tabs: { 'account.customLogin': 'hidden' },
    };
    const { container } = await mount([READ, ...WRITE], undefined, options);
    await waitFor(() => expect(field(container, 'Company name').readOnly).toBe(true));
    expect(() => field(container, 'Website')).toThrow();
    expect(field(container, 'Address').readOnly).toBe(false);
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(1);
  });
});

describe('Account: Custom login tab', () => {
  it("opens from the keyboard, sends one action per changed leaf, and answers the server's 'No changes to update'", async () => {
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
    act(() => tab(container, 'Settings').focus());
    await act(async () => tab(container, 'Settings').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    await waitFor(() => expect(tab(container, 'Custom login').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab(container, 'Custom login'));
    expect(tab(container, 'Settings').tabIndex).toBe(-1);
    const panel = container.querySelector('[role="tabpanel"]:not([hidden])')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(container, 'Custom login').id);
    await waitFor(() => expect(field(container, 'Title (English)').value).toBe('Welcome'));
    expect(field(container, 'Title (German)').value).toBe('');
    expect(container.textContent).toContain('Custom login off');

    await act(async () => getButton(container, 'Save login box').click());
    await waitFor(() => expect(toasts()).toContain('No changes to update'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    type(field(container, 'Title (English)'), '');
    type(field(container, 'Title (German)'), 'Willkommen');
    type(field(container, 'Box background colour'), '#f0f4ff');
    type(field(container, 'Primary colour'), 'rgb(192, 255, 238)');
    await act(async () => getButton(container, 'Save login box').click());
    await waitFor(() => expect(toasts()).toContain('Login box saved'));
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
          { type: 'localizations/de/login/title', payload: 'Willkommen' },
          { type: 'themeV2/palette/primary', payload: 'rgb(192, 255, 238)' },
          { type: 'themeV2/loginBox/boxStyle/backgroundColor', payload: '#f0f4ff' },
        ],
      },
    ]);
  });

  it('keeps the colour picker and the text in step, checks a colour before sending, and puts the leaf the server names next to its field', async () => {
    const { container, fake } = await mount([READ, ...WRITE], (f) => {
      f.on('GET', ADMIN_BOX, {
        body: { configuration: { themeV2: { palette: { primary: { main: '#4461f2', light: '#8fa0f7' } } } }, updatedAt: null },
      });
      f.on('POST', ADMIN_BOX, {
        status: 400,
        body: { errors: ['themeV2/loginBox/logo/image: the data is not a image/png image'], errorCode: 'request.invalid' },
      });
    });
    await openTab(container, 'Custom login');
    await waitFor(() => expect(field(container, 'Primary colour').value).toBe('#4461f2'));
    const picker = container.querySelector<HTMLInputElement>('input[type="color"][aria-label="Pick the primary colour"]')!;
    await waitFor(() => expect(picker.value).toBe('#4461f2'));
    type(field(container, 'Primary colour'), 'hsl(0, 100%, 50%)');
    await waitFor(() => expect(picker.value).toBe('#ff0000'));
    type(picker, '#00ff00');
    await waitFor(() => expect(field(container, 'Primary colour').value).toBe('#00ff00'));
    type(field(container, 'Primary colour'), 'rgba(0, 0, 0, 0.5)');
    await act(async () => getButton(container, 'Save login box').click());
    await waitFor(() =>
      expect(errorOf(field(container, 'Primary colour'))).toBe('Enter an opaque colour, such as #4461f2 or rgb(68, 97, 242).'),
    );
    expect(fake.calls(ADMIN_BOX).filter((r) => r.method === 'POST')).toHaveLength(0);

    type(field(container, 'Primary colour'), '#c0ffee');
    const upload = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Upload login box logo')!.querySelector('input')!;
    await pickFile(upload, new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    await findElement('img[alt="Login box logo"]', container);
    await act(async () => getButton(container, 'Save login box').click());
    await waitFor(() => expect(errorOf(upload)).toBe('The logo was not accepted: use a PNG, JPEG or WebP image of at most 40 KB.'));
    // A colour kept with its shades has its main changed; the logo goes as a data URL.
    expect(
      (fake.calls(ADMIN_BOX).find((r) => r.method === 'POST')!.body as { actions: { type: string }[] }).actions.map((a) => a.type),
    ).toEqual(['themeV2/palette/primary/main', 'themeV2/loginBox/logo/image']);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('saves the login addresses through the settings and puts the server’s refusal in words next to the address', async () => {
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
    await openTab(container, 'Custom login');
    type(field(container, 'Application URL'), 'https://evil.example/app');
    await act(async () => getButton(container, 'Save login addresses').click());
    await waitFor(() =>
      expect(errorOf(field(container, 'Application URL'))).toBe(
        'This address is not on a site this deployment trusts. Use an address of your application.',
      ),
    );
    type(field(container, 'Application URL'), '');
    type(field(container, 'Login URL'), 'http://localhost:5173/login');
    await act(async () => getButton(container, 'Save login addresses').click());
    await waitFor(() => expect(container.textContent).toContain('Custom login on'));
    expect(toasts()).toContain('Login addresses saved');
    expect(puts(fake)).toEqual([{ applicationUrl: 'https://evil.example/app' }, { loginUrl: 'http://localhost:5173/login' }]);
  });

  it('leaves the login box read only without fe.account-settings.write.custom-login-box', async () => {
    const { container } = await mount([READ, 'fe.secure.write.accountSettings'], (f) =>
      f.on('GET', ADMIN_BOX, { body: { configuration: {}, updatedAt: null } }),
    );
    await openTab(container, 'Custom login');
    await waitFor(() => expect(field(container, 'Title (English)').readOnly).toBe(true));
    expect(field(container, 'Primary colour').readOnly).toBe(true);
    expect(container.textContent).not.toContain('Save login box');
    expect(container.textContent).not.toContain('Upload login box logo');
    expect(container.textContent).toContain('Save login addresses');
  });
});

describe('Account: loading', () => {
  it("shows loading, then the server's message when the settings cannot be read", async () => {
    let answer: (a: { status: number; body: unknown }) => void = () => undefined;
    const { container } = await mount([READ], (f) => f.on('GET', SETTINGS, () => new Promise((resolve) => (answer = resolve))));
    await waitFor(() => expect(container.querySelector('[aria-busy="true"] [role="status"]')?.textContent).toBe('Loading…'));
    await act(async () =>
      answer({ status: 403, body: { errors: ['Missing permission fe.secure.read.accountSettings'], errorCode: 'auth.forbidden' } }),
    );
    await waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe('Missing permission fe.secure.read.accountSettings'),
    );
  });
});
