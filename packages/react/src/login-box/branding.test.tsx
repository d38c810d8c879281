// @vitest-environment happy-dom
import { paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test-utils/render';
import { setupProvider, type SetupOptions } from '../test-utils/setup-provider';
import { brandedTheme } from './branded-theme';

afterEach(() => {
  document.body.innerHTML = '';
});

const VENDOR = { name: 'Initech', logo: 'https://cdn.initech.example/logo.png', icon: null, whiteLabelMode: false };
const TENANT = {
  rows: [
    {
      configuration: {
        themeV2: {
          palette: { primary: { main: '#0b7a3b' }, secondary: { main: '#6b21a8' } },
          loginBox: { logo: { image: 'https://acme.example/logo.webp' }, boxStyle: { backgroundColor: '#fafafa' } },
        },
        localizations: { en: { login: { title: 'Welcome to Acme' } } },
      },
    },
  ],
};

/** The login box over a server that answers `vendor` and the tenant's custom login `adminBox`. */
async function openLogin(vendor: object, adminBox: object, options: SetupOptions = {}) {
  const env = await setupProvider({
    path: '/account/login',
    ...options,
    script: (fake: FakeFetch) => fake.on('GET', paths.vendorPublic, { body: vendor }).on('GET', paths.metadata, { body: adminBox }),
  });
  await waitFor(() => expect(env.container.querySelector('input[name="email"]')).not.toBeNull());
  return env;
}

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('.gh-root')!;
const variable = (container: HTMLElement, name: string) => root(container).style.getPropertyValue(name);

describe("the login box wears the brand from the server's public configuration", () => {
  it("shows the tenant's logo named by the brand, its sign-in title, its colours and its box background", async () => {
    const { container } = await openLogin(VENDOR, TENANT);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Welcome to Acme'));
    const logo = container.querySelector<HTMLImageElement>('.gh-brand img')!;
    expect([logo.getAttribute('src'), logo.alt]).toEqual(['https://acme.example/logo.webp', 'Initech']);
    expect(container.querySelector('.gh-brand-name')).toBeNull();
    expect(variable(container, '--gh-login-box-background')).toBe('#fafafa');
    await waitFor(() => expect(variable(container, '--gh-color-primary')).toBe('#0b7a3b'));
    expect(variable(container, '--gh-color-secondary')).toBe('#6b21a8');
  });

  it("the host's theme wins colour by colour; the brand's other colours stay", async () => {
    const { container } = await openLogin(VENDOR, TENANT, { provider: { theme: { primary: '#aa0000' } } });
    await waitFor(() => expect(variable(container, '--gh-color-secondary')).toBe('#6b21a8'));
    expect(variable(container, '--gh-color-primary')).toBe('#aa0000');
  });

  it('without a logo the name shows as text; the English title stays off a German page and yields to the host', async () => {
    const vendorOnly = { ...VENDOR, logo: null };
    const titled = { rows: [{ configuration: { localizations: { en: { login: { title: 'Welcome to Acme' } } } } }] };
    const german = await openLogin(vendorOnly, titled, { provider: { locale: 'de' } });
    await waitFor(() => expect(german.container.querySelector('.gh-brand-name')?.textContent).toBe('Initech'));
    expect(german.container.querySelector('.gh-brand img')).toBeNull();
    expect(german.container.querySelector('h1')?.textContent).toBe('Anmelden');
    german.unmount();
    const host = await openLogin(vendorOnly, titled, { provider: { localization: { en: { 'login.signIn.title': 'Hello again' } } } });
    await waitFor(() => expect(host.client.config.getState().status).toBe('ready'));
    expect(host.container.querySelector('h1')?.textContent).toBe('Hello again');
  });
});

describe('brandedTheme', () => {
  it("puts the brand's palette under the host's theme, whose mode, density and colours win", () => {
    const brand = { palette: { primary: '#0b7a3b', info: '#0369a1' } };
    expect(brandedTheme(brand, { primary: '#aa0000', secondary: undefined, mode: 'dark' })).toEqual({
      primary: '#aa0000',
      info: '#0369a1',
      mode: 'dark',
    });
    expect(brandedTheme({ palette: {} }, { mode: 'dark' })).toEqual({ mode: 'dark' });
    expect(brandedTheme({ palette: {} }, undefined)).toBeUndefined();
    expect(brandedTheme(brand, undefined)).toEqual(brand.palette);
  });
});
