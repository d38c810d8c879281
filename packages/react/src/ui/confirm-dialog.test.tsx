// @vitest-environment happy-dom
import { act } from 'react';
import { ApiError } from '@gatehouse/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, render, waitFor, findElement } from '../test-utils/render';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openConfirm(onConfirm: () => unknown) {
  const rendered = await render(
    <UiRoot>
      <ConfirmDialog
        trigger={<Button variant="danger">Delete user</Button>}
        title="Delete Ann?"
        description="Ann loses access to every tenant."
        confirmLabel="Delete"
        labels={{ cancel: 'Cancel' }}
        onConfirm={onConfirm}
      />
    </UiRoot>,
  );
  await act(async () => getButton(rendered.container, 'Delete user').click());
  const dialog = await findElement<HTMLElement>('[role="alertdialog"]');
  return { ...rendered, dialog };
}

const isOpen = () => document.querySelector('[role="alertdialog"]') !== null;

describe('ConfirmDialog', () => {
  it('starts with focus on Cancel, and Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    const { dialog } = await openConfirm(onConfirm);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
    expect(dialog.textContent).toContain('Ann loses access to every tenant.');
    await act(async () => getButton(dialog, 'Cancel').click());
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for the async action with the button busy, then closes', async () => {
    const work = deferred();
    const { dialog } = await openConfirm(() => work.promise);
    const confirm = getButton(dialog, 'Delete');
    await act(async () => confirm.click());
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(getButton(dialog, 'Cancel').disabled).toBe(true);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(isOpen()).toBe(true);
    await act(async () => work.resolve());
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('stays open and shows the error in words when the action throws', async () => {
    const { dialog } = await openConfirm(() =>
      Promise.reject(new ApiError('You cannot delete yourself', { status: 400, errors: ['You cannot delete yourself'] })),
    );
    await act(async () => getButton(dialog, 'Delete').click());
    const alert = await findElement('[role="alert"]', dialog);
    expect(alert.textContent).toBe('You cannot delete yourself');
    expect(isOpen()).toBe(true);
    expect(getButton(dialog, 'Delete').getAttribute('aria-busy')).toBeNull();
  });

  it('words an unexpected failure with the generic message, not the raw error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = await openConfirm(() => {
      throw new TypeError('x is undefined');
    });
    await act(async () => getButton(dialog, 'Delete').click());
    const alert = await findElement('[role="alert"]', dialog);
    expect(alert.textContent).not.toContain('x is undefined');
    expect(alert.textContent?.length).toBeGreaterThan(0);
  });

  it('clears the last error when opened again', async () => {
    const { dialog, container } = await openConfirm(() => Promise.reject(new ApiError('Nope', { status: 400 })));
    await act(async () => getButton(dialog, 'Delete').click());
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')).not.toBeNull());
    await act(async () => getButton(dialog, 'Cancel').click());
    await waitFor(() => expect(isOpen()).toBe(false));
    await act(async () => getButton(container, 'Delete user').click());
    const reopened = await findElement<HTMLElement>('[role="alertdialog"]');
    expect(reopened.querySelector('[role="alert"]')).toBeNull();
  });
});
