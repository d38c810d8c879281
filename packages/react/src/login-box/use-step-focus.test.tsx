// @vitest-environment happy-dom
import { paths } from '@gatehouse/client/testing';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getByLabel, submit, type, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';

afterEach(() => {
  document.body.innerHTML = '';
});

const heading = (container: HTMLElement) => container.querySelector<HTMLElement>('h1');
const ACCEPT = '/identity/resources/users/v1/invitation/accept';

/** An answer that waits until the test lets it go. */
function gated(answer: { body: unknown }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { answer: async () => (await gate, answer), release };
}

describe("focus follows the login box's steps", () => {
  it("the page's first step keeps focus where it is, even without a field of its own", async () => {
    const pending = gated({ body: {} });
    const { container } = await setupProvider({
      path: '/account/activate?userId=u-1&token=t-1',
      script: (f) => f.on('POST', paths.activate, pending.answer),
    });
    await waitFor(() => expect(heading(container)?.textContent).toBe('Activating your account'));
    expect(heading(container)?.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(document.body);
  });

  it("a later step's heading takes focus when the step brings no field of its own", async () => {
    const { container, fake } = await setupProvider({ path: '/account/sign-up' });
    await waitFor(() => getByLabel(container, 'Email'));
    fake.on('POST', paths.signUp, { body: { shouldActivate: true, userId: 'u-1', tenantId: 't-1' } });
    for (const label of ['Full name', 'Email', 'Company name', 'Password'])
      type(getByLabel(container, label), label === 'Email' ? 'ada@example.com' : 'a long enough password');
    await submit(container, 'Sign up');
    await waitFor(() => expect(heading(container)?.textContent).toBe('Check your email'));
    expect(document.activeElement).toBe(heading(container));
  });

  it('a new screen with a field of its own focuses that field, not the heading', async () => {
    const { container } = await setupProvider({ path: '/account/login' });
    await waitFor(() => getByLabel(container, 'Email'));
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Forgot password?')!;
    await act(async () => link.click());
    await waitFor(() => expect(heading(container)?.textContent).toBe('Forgot your password?'));
    await waitFor(() => expect(document.activeElement).toBe(getByLabel(container, 'Email')));
  });

  it("focus on the host's page, outside the box, stays there when a step changes", async () => {
    const pending = gated({ body: {} });
    const { container } = await setupProvider({
      path: '/account/invitation/accept?userId=u-1&token=inv-1',
      script: (f) => f.on('POST', ACCEPT, pending.answer),
    });
    await waitFor(() => expect(heading(container)?.textContent).toBe('Accepting your invitation'));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    await act(async () => pending.release());
    await waitFor(() => expect(heading(container)?.textContent).toBe('Invitation accepted'));
    expect(document.activeElement).toBe(elsewhere);
  });
});
