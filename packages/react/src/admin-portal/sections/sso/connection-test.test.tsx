// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, waitFor } from '../../../test-utils/render';
import { press, toasts } from '../users/users-test-kit';
import { connection, manage, okta, sent, SSO, ssoPortal } from './sso-test-kit';

// The connection's page: Test connection (the pop-up, the polled result, its explanation) and Require single
// sign-on. The read-only view of both is checked with the rest of the page in sso-section.test.tsx.

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A pop-up window double: where it was sent, and whether it was closed. */
function fakePopup() {
  const popup = { opener: window as unknown, closed: false, location: { replace: vi.fn() }, close: vi.fn(() => (popup.closed = true)) };
  return popup;
}
const TEST_ADDRESS = 'https://acme.okta.com/sso?SAMLRequest=abc&RelayState=xyz';
const statusText = (container: HTMLElement) => container.querySelector('.gh-sso-test-status')?.textContent;

describe('SSO: testing a connection and requiring it', () => {
  it('opens the pop-up in the click, sends it to the provider, then shows who signed in and what was sent', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, { body: [okta] });
      f.on('POST', `${SSO}/c-1/test`, { status: 201, body: { id: 't-1', address: TEST_ADDRESS } });
      f.on(
        'GET',
        `${SSO}/c-1/test/t-1`,
        { body: { id: 't-1', status: 'pending' } },
        {
          body: {
            id: 't-1',
            status: 'succeeded',
            identity: {
              email: 'ada@example.com',
              name: 'Ada Lovelace',
              nameId: 'ada@example.com',
              groups: ['Support team', 'Engineers'],
              attributes: { department: ['R&D'], phone: [] },
            },
          },
        },
      );
    });
    await manage(container, 'Okta');
    expect(container.querySelector('.gh-sso-test-status')?.getAttribute('role')).toBe('status');
    await press('Test connection', container);
    expect(open).toHaveBeenCalledWith('', 'gatehouse-sso-test', 'popup=yes,width=520,height=680');
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(TEST_ADDRESS));
    // The provider's page cannot reach the portal through window.opener.
    expect(popup.opener).toBeNull();
    expect(sent(fake, 'POST', `${SSO}/c-1/test`)).toHaveLength(1);
    await waitFor(() => expect(statusText(container)).toContain('Waiting for the sign-in at the identity provider'));
    expect(popup.close).not.toHaveBeenCalled();
    await waitFor(() => expect(statusText(container)).toBe('The identity provider signed in ada@example.com'), 3000);
    expect(popup.close).toHaveBeenCalled();
    const table = container.querySelector('.gh-sso-details table')!;
    expect(table.querySelector('caption')?.textContent).toBe('What the identity provider sent');
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td, th')].map((c) => c.textContent))).toEqual([
      ['Name', 'Ada Lovelace'],
      ['NameID', 'ada@example.com'],
      ['Groups', 'Support teamEngineers'],
      ['department', 'R&D'],
      ['phone', 'Not sent'],
    ]);
    // Polling stopped with the result.
    const reads = sent(fake, 'GET', `${SSO}/c-1/test/t-1`).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(sent(fake, 'GET', `${SSO}/c-1/test/t-1`)).toHaveLength(reads);
    expect(getButton(container, 'Test again')).toBeTruthy();
  });

  it("explains a failed test's reason, or shows the check's code when the portal has no words for it", async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = await ssoPortal((f) => {
      f.on('GET', SSO, { body: [okta] });
      f.on(
        'POST',
        `${SSO}/c-1/test`,
        { status: 201, body: { id: 't-1', address: TEST_ADDRESS } },
        { status: 201, body: { id: 't-2', address: TEST_ADDRESS } },
      );
      f.on('GET', `${SSO}/c-1/test/t-1`, { body: { id: 't-1', status: 'failed', reason: 'issuer' } });
      f.on('GET', `${SSO}/c-1/test/t-2`, { body: { id: 't-2', status: 'failed', reason: 'email_domain' } });
    });
    await manage(container, 'Okta');
    await press('Test connection', container);
    await waitFor(() => expect(statusText(container)).toContain('The test failed'));
    expect(statusText(container)).toBe(
      'The test failedThe response came from another identity provider than the one configured: check the metadata.',
    );
    expect(container.querySelector('.gh-sso-details table')).toBeNull();
    await press('Test again', container);
    await waitFor(() => expect(statusText(container)).toContain('email_domain'));
    expect(statusText(container)).toBe('The test failedThe identity provider’s answer was refused by the check “email_domain”.');
  });

  it('shows the sign-in page as a link when the pop-up is blocked, and the refusal of an unfinished connection', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = await ssoPortal((f) => {
      f.on('GET', SSO, { body: [okta, connection('c-2')] });
      f.on('POST', `${SSO}/c-1/test`, { status: 201, body: { id: 't-1', address: TEST_ADDRESS } });
      f.on('GET', `${SSO}/c-1/test/t-1`, { body: { id: 't-1', status: 'pending' } });
      f.on('POST', `${SSO}/c-2/test`, {
        status: 400,
        body: { errors: ["Give the identity provider's details before testing the connection"], errorCode: 'sso.test_incomplete' },
      });
    });
    await manage(container, 'Okta');
    await press('Test connection', container);
    const link = await waitFor(() => {
      const found = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Open the sign-in page');
      if (!found) throw new Error('no link to the sign-in page');
      return found;
    });
    expect(link.getAttribute('href')).toBe(TEST_ADDRESS);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(statusText(container)).toContain('Waiting for the sign-in at the identity provider');
    await press('All connections', container);
    await manage(container, 'Other SAML provider');
    await press('Test connection', container);
    await waitFor(() =>
      expect(container.querySelector('.gh-sso-details .gh-section-alert[role="alert"]')?.textContent).toBe(
        "Give the identity provider's details before testing the connection",
      ),
    );
  });

  it('requires single sign-on with the saving indicator while the change runs', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let enforced = false;
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, () => ({ body: [{ ...okta, enforceSso: enforced }] }));
      f.on(
        'PATCH',
        `${SSO}/c-1`,
        () => new Promise((resolve) => (answer = () => ((enforced = true), resolve({ body: { ...okta, enforceSso: true } })))),
      );
    });
    await manage(container, 'Okta');
    const require = [...container.querySelectorAll<HTMLElement>('.gh-switch-field')].find((f) =>
      f.textContent?.startsWith('Require single sign-on'),
    )!;
    expect(require.textContent).toContain('password, codes, magic links, passkeys and social sign-in are refused');
    const toggle = require.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(async () => toggle.click());
    await waitFor(() => expect(container.querySelector('.gh-sso-saving')?.textContent).toContain('Saving…'));
    expect(sent(fake, 'PATCH', `${SSO}/c-1`)[0]!.body).toEqual({ enforceSso: true });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await act(async () => answer(undefined));
    await waitFor(() => expect(toasts()).toContain('Single sign-on through Okta is required'));
    await waitFor(() => expect(container.querySelector('.gh-sso-saving')?.textContent).toBe(''));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    // The toast announces itself to screen readers a second later: let that happen inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
  });
});
