// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createTestClient, paths } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { GatehouseProvider } from '../gatehouse-provider';
import { getButton, getByLabel, render, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { I18nProvider } from './i18n-provider';
import type { Localization } from './message-id';
import { portalMessages } from './portal-messages';
import { useFormatters } from './use-formatters';
import { useMessages } from './use-messages';

afterEach(() => {
  document.body.innerHTML = '';
});

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('.gh-root')!;
const title = (container: HTMLElement) => container.querySelector('h1')?.textContent;

async function openLogin(locale?: string, localization?: Localization) {
  const env = await setupProvider({ path: '/account/login', provider: { locale, localization } });
  await waitFor(() => expect(container(env).querySelector('input[name="email"]')).not.toBeNull());
  return env;
}
const container = (env: { container: HTMLElement }) => env.container;

describe('localisation of the login box', () => {
  it('is English by default, left to right', async () => {
    const { container } = await openLogin();
    expect(title(container)).toBe('Sign in');
    // happy-dom's navigator says en-US: English messages, American formats.
    expect([root(container).lang, root(container).dir]).toEqual(['en-US', 'ltr']);
  });

  it('shows German once its catalogue has loaded, never the English form first', async () => {
    const { container } = await setupProvider({ path: '/account/login', provider: { locale: 'de' } });
    expect(title(container)).not.toBe('Sign in');
    await waitFor(() => getByLabel(container, 'E-Mail'));
    expect(title(container)).toBe('Anmelden');
    expect(root(container).lang).toBe('de');
    getButton(container, 'Weiter');
  });

  it("waits for the other routes' catalogue too: a German sign-up page is German from the start", async () => {
    const { container } = await setupProvider({ path: '/account/sign-up', provider: { locale: 'de' } });
    expect(title(container)).not.toBe('Create your account');
    await waitFor(() => expect(title(container)).toBe('Konto erstellen'));
    getByLabel(container, 'Vollständiger Name');
    getButton(container, 'Registrieren');
  });

  it('mirrors the box for Hebrew: dir="rtl" and lang on gh-root', async () => {
    const { container } = await openLogin('he-IL');
    expect([root(container).lang, root(container).dir]).toEqual(['he-IL', 'rtl']);
    expect(title(container)).toBe('כניסה');
    getByLabel(container, 'אימייל');
  });

  it('falls back to English for a locale it does not ship', async () => {
    const { container } = await openLogin('fr-FR');
    expect(title(container)).toBe('Sign in');
    expect([root(container).lang, root(container).dir]).toEqual(['en', 'ltr']);
  });

  it("shows the client's own texts in the locale and the server's as sent", async () => {
    const { container, fake } = await openLogin('de');
    fake
      .on('POST', paths.ssoPrelogin, { body: {} })
      .on('POST', paths.login, { status: 502, text: '<html>Bad gateway</html>' }, { status: 400, body: { errors: ['Account is locked'] } });
    type(getByLabel(container, 'E-Mail'), 'ada@example.com');
    await submit(container, 'Weiter');
    type(await waitFor(() => getByLabel(container, 'Passwort')), 'pw');
    await submit(container, 'Anmelden');
    const alert = () => container.querySelector('[role="alert"]')?.textContent;
    await waitFor(() => expect(alert()).toBe('Es gibt gerade Schwierigkeiten. Bitte versuchen Sie es erneut.'));
    await submit(container, 'Anmelden');
    await waitFor(() => expect(alert()).toBe('Account is locked'));
  });

  it("shows a host's plain message override", async () => {
    const { container } = await openLogin('en', { en: { 'login.signIn.title': 'Welcome back', 'login.common.continue': 'Next' } });
    expect(title(container)).toBe('Welcome back');
    getButton(container, 'Next');
  });

  it("shows a host's ICU message override once compiled, and a German one over the German catalogue", async () => {
    const icu = await openLogin('en', { en: { 'login.signIn.title': 'Sign in to {brand, select, other {Acme}}' } });
    expect(title(icu.container)).toBe('Sign in to Acme');
    icu.unmount();
    const { container } = await openLogin('de', { de: { 'login.signIn.title': 'Willkommen' } });
    expect(title(container)).toBe('Willkommen');
    getByLabel(container, 'E-Mail');
  });

  it('puts validation messages in the locale', async () => {
    const { container } = await openLogin('de');
    const email = getByLabel(container, 'E-Mail');
    email.dispatchEvent(new Event('invalid', { cancelable: true }));
    expect(email.validationMessage).toBe('Bitte füllen Sie dieses Feld aus.');
    type(email, 'ada@example.com');
    expect(email.validationMessage).toBe('');
  });
});

describe('switching the locale', () => {
  it('sets dir="rtl" and lang on the root when the host switches to Hebrew', async () => {
    const env = createTestClient({ location: window.location });
    env.fake.on('POST', paths.refresh, { status: 401, body: { errors: ['Unauthenticated'] } });
    window.history.replaceState(null, '', '/');
    let choose: (locale: string) => void = () => undefined;
    function Host() {
      const [locale, setLocale] = useState('en');
      choose = setLocale;
      return (
        <GatehouseProvider client={env.client} locale={locale}>
          <p>Host page</p>
        </GatehouseProvider>
      );
    }
    const { container } = await render(<Host />);
    expect(root(container).dir).toBe('ltr');
    await act(async () => choose('he'));
    expect([root(container).lang, root(container).dir]).toEqual(['he', 'rtl']);
  });
});

describe('useFormatters', () => {
  it("formats in the provider's locale", async () => {
    function Amount() {
      const { formatNumber, formatCurrency } = useFormatters();
      return <p>{`${formatNumber(1234.5)} ${formatCurrency(9.9, 'USD')}`}</p>;
    }
    const { container } = await render(
      <I18nProvider locale="de-DE">
        <Amount />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('1.234,5 9,90\u00a0$');
  });
});

describe('useMessages outside a provider and in the portal area', () => {
  it('gives English, and loads the portal catalogue of the locale', async () => {
    function Count({ count }: { count: number }) {
      const { t } = useMessages(portalMessages);
      return <p>{t('portal.common.users', { count })}</p>;
    }
    const plain = await render(<Count count={1} />);
    expect(plain.container.textContent).toBe('1 user');
    const hebrew = await render(
      <I18nProvider locale="he">
        <Count count={2} />
      </I18nProvider>,
    );
    await waitFor(() => expect(hebrew.container.textContent).toBe('שני משתמשים'));
  });
});
