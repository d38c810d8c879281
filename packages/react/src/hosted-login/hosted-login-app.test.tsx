// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findElement, render, waitFor } from '../test-utils/render';
import { HostedLoginApp } from './hosted-login-app';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HostedLoginApp', () => {
  it('titles the page and sets its language and direction from the locale', async () => {
    // The box calls its own server; here every call is refused, which the page must survive (and reports).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ errors: ['Unauthenticated'] }), { status: 401 })));
    window.history.replaceState(null, '', '/oauth/login');
    const { container } = await render(<HostedLoginApp baseUrl="http://localhost" resume="/oauth/authorize?client_id=app" locale="he" />);
    await waitFor(() => expect(document.title).toBe('כניסה'));
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['he', 'rtl']);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('כניסה'));
  });

  it("wears the brand of the tenant the request's organization names, on every call and across its screens", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: { path: string; alias: string | null }[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      calls.push({ path: url.pathname, alias: new Headers(init.headers).get('frontegg-login-alias') });
      if (url.pathname === '/vendors/public') return Promise.resolve(Response.json({ name: 'Initech', logo: null }));
      if (url.pathname === '/metadata')
        return Promise.resolve(
          Response.json({ rows: [{ configuration: { themeV2: { loginBox: { logo: { image: 'https://acme.example/logo.webp' } } } } }] }),
        );
      return Promise.resolve(Response.json({ errors: ['Unauthenticated'] }, { status: 401 }));
    });
    window.history.replaceState(null, '', '/oauth/login/sign-up');
    const { container } = await render(
      <HostedLoginApp baseUrl="http://localhost" resume="/oauth/authorize?client_id=app&organization=acme" locale="en" />,
    );
    const logo = await findElement<HTMLImageElement>('.gh-brand img', container);
    expect([logo.getAttribute('src'), logo.alt]).toEqual(['https://acme.example/logo.webp', 'Initech']);
    expect(calls.find((c) => c.path === '/metadata')?.alias).toBe('acme');
    expect(calls.every((c) => c.alias === 'acme')).toBe(true);
  });
});
