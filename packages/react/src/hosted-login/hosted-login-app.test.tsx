// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../test-utils/render';
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
});
