// @vitest-environment happy-dom
import { fakeTenant, loginAnswer, paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, waitFor } from '../test-utils/render';
import { setupProvider, type SetupOptions } from '../test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const ACCEPT = '/identity/resources/users/v1/invitation/accept';
const LINK = '/account/invitation/accept?userId=u-1&token=inv-1';
const INVALID_TOKEN = {
  status: 400,
  body: { errors: ["We couldn't verify your invitation"], errorCode: 'invitation.invalid_token' },
};

const heading = (container: HTMLElement) => container.querySelector('h1');
const alertText = (container: HTMLElement) => container.querySelector('[role="alert"]')?.textContent;
const statusText = (container: HTMLElement) => container.querySelector('[role="status"]')?.textContent;

function mount(options: SetupOptions = {}) {
  return setupProvider({ path: LINK, ...options });
}

describe('AcceptInvitationScreen', () => {
  it('accepts the emailed link, focuses the success heading, and sends a signed-out user to sign in', async () => {
    const { container, fake } = await mount({ script: (fake) => fake.on('POST', ACCEPT, { body: {} }) });
    await waitFor(() => expect(heading(container)?.textContent).toBe('Invitation accepted'));
    expect(fake.calls(ACCEPT).map((r) => r.body)).toEqual([{ userId: 'u-1', token: 'inv-1' }]);
    expect(document.activeElement).toBe(heading(container));
    expect(statusText(container)).toBe('You have joined the new account. Sign in to start using it.');
    await act(async () => getButton(container, 'Continue to sign in').click());
    await waitFor(() => expect(window.location.pathname).toBe('/account/login'));
  });

  it('a tampered token shows "We couldn\'t verify your invitation" with an alert and a way back', async () => {
    const { container } = await mount({ script: (fake) => fake.on('POST', ACCEPT, INVALID_TOKEN) });
    await waitFor(() => expect(heading(container)?.textContent).toBe("We couldn't verify your invitation"));
    expect(document.activeElement).toBe(heading(container));
    expect(alertText(container)).toMatch(/Ask the person who invited you to send a new invitation/);
    expect(container.querySelector('button')).toBeNull();
    const back = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Back to sign in');
    expect(back?.getAttribute('href')).toBe('/account/login');
  });

  it('a link without its token is invalid and calls nothing', async () => {
    const { container, fake } = await mount({ path: '/account/invitation/accept?userId=u-1' });
    await waitFor(() => expect(heading(container)?.textContent).toBe("We couldn't verify your invitation"));
    expect(fake.calls(ACCEPT)).toHaveLength(0);
  });

  it('a failure shows readable words and Try again accepts; focus follows each new heading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await mount({
      script: (fake) => fake.on('POST', ACCEPT, { status: 503, text: '<html>down</html>' }, { body: {} }),
    });
    await waitFor(() => expect(heading(container)?.textContent).toBe("We couldn't accept your invitation"));
    expect(document.activeElement).toBe(heading(container));
    expect(alertText(container)).toBe("We're facing some difficulties, Please try again");
    await act(async () => getButton(container, 'Try again').click());
    await waitFor(() => expect(heading(container)?.textContent).toBe('Invitation accepted'));
    expect(document.activeElement).toBe(heading(container));
  });

  it("speaks the UI's language: German words from the catalogue, the same focus on each heading", async () => {
    const { container } = await mount({ provider: { locale: 'de' }, script: (fake) => fake.on('POST', ACCEPT, INVALID_TOKEN) });
    await waitFor(() => expect(heading(container)?.textContent).toBe('Wir konnten Ihre Einladung nicht bestätigen'));
    expect(document.activeElement).toBe(heading(container));
    expect(alertText(container)).toMatch(/Bitten Sie die Person, die Sie eingeladen hat/);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Zurück zur Anmeldung']);
  });

  it('signed in: the new tenant appears in the session and Continue goes into the app', async () => {
    const before = { tenants: [fakeTenant('tenant-1', 'Acme')], activeTenant: fakeTenant('tenant-1', 'Acme') };
    const after = {
      tenants: [fakeTenant('tenant-1', 'Acme'), fakeTenant('tenant-3', 'Initech')],
      activeTenant: fakeTenant('tenant-1', 'Acme'),
    };
    const { container, client } = await mount({
      signedIn: true,
      script: (fake) =>
        fake
          .on('POST', ACCEPT, { body: {} })
          .on('POST', paths.refresh, loginAnswer())
          .on('GET', paths.meTenants, { body: before }, { body: after }),
    });
    await waitFor(() => expect(client.session.getState().tenants.map((t) => t.name)).toEqual(['Acme', 'Initech']));
    expect(statusText(container)).toBe('You have joined the new account. It is now in your list of accounts.');
    await act(async () => getButton(container, 'Continue').click());
    await waitFor(() => expect(container.querySelector('[data-testid="host-page"]')).not.toBeNull());
    expect(window.location.pathname).toBe('/');
  });
});
