// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, render, waitFor, findElement } from '../test-utils/render';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormField } from './form-field';
import { TextInput } from './text-input';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const labels = { close: 'Close' };

function press(key: string, target: Element | Document = document.activeElement ?? document.body, shiftKey = false) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });
}

async function openRoleDialog(onSubmit = vi.fn()) {
  const rendered = await render(
    <UiRoot theme={{ primary: '#ff0000', mode: 'dark' }} dir="rtl">
      <button type="button">Outside</button>
      <Dialog
        trigger={<Button>Create role</Button>}
        title="Create role"
        description="Roles group permissions."
        labels={labels}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        footer={
          <>
            <Button>Cancel</Button>
            <Button type="submit" variant="primary">
              Create
            </Button>
          </>
        }
      >
        <FormField label="Name">
          <TextInput name="name" />
        </FormField>
        <FormField label="Key">
          <TextInput name="key" />
        </FormField>
      </Dialog>
    </UiRoot>,
  );
  const trigger = getButton(rendered.container, 'Create role');
  await act(async () => trigger.click());
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    if (!found) throw new Error('no dialog');
    return found;
  });
  return { ...rendered, trigger, dialog };
}

describe('Dialog', () => {
  it('opens with focus on the first field, named by its title and description', async () => {
    const { dialog } = await openRoleDialog();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('name'));
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Create role');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Roles group permissions.');
  });

  it('puts a small close button named by its label in the header, not a bar over the content', async () => {
    const { dialog } = await openRoleDialog();
    const close = dialog.querySelector<HTMLButtonElement>('.gh-dialog-header button[aria-label="Close"]');
    expect(close?.classList.contains('gh-icon-btn')).toBe(true);
    expect(close?.textContent).toBe('');
  });

  it('keeps focus inside: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    const { dialog } = await openRoleDialog();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('name'));
    const submit = getButton(dialog, 'Create');
    act(() => submit.focus());
    press('Tab');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    press('Tab', document.activeElement!, true);
    expect(document.activeElement).toBe(submit);
  });

  it('brings focus back inside when something outside takes it', async () => {
    const { dialog, container } = await openRoleDialog();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('name'));
    act(() => getButton(container, 'Outside').focus());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { trigger } = await openRoleDialog();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('name'));
    press('Escape');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('submits the body fields from the footer button', async () => {
    const onSubmit = vi.fn();
    const { dialog } = await openRoleDialog(onSubmit);
    const form = dialog.querySelector('form')!;
    expect(form.contains(dialog.querySelector('.gh-dialog-body'))).toBe(true);
    expect(form.contains(getButton(dialog, 'Create'))).toBe(true);
    await act(async () => getButton(dialog, 'Create').click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders in a portal root that carries the theme: palette variables, mode and direction', async () => {
    const { dialog, container } = await openRoleDialog();
    const portalRoot = dialog.closest<HTMLElement>('.gh-root')!;
    expect(container.contains(dialog)).toBe(false);
    expect(portalRoot.classList.contains('gh-portal-root')).toBe(true);
    expect(portalRoot.getAttribute('data-gh-mode')).toBe('dark');
    expect(portalRoot.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(portalRoot.style.getPropertyValue('--gh-color-primary')).toBe('#ff0000'));
    expect(portalRoot.style.getPropertyValue('--gh-color-primary-contrast')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('ignores Escape and the close button while not dismissible', async () => {
    await render(
      <UiRoot>
        <Dialog open title="Saving" labels={labels} dismissible={false}>
          <p>Working</p>
        </Dialog>
      </UiRoot>,
    );
    const dialog = await findElement<HTMLElement>('[role="dialog"]');
    press('Escape');
    expect(document.querySelector('[role="dialog"]')).toBe(dialog);
    expect(dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.disabled).toBe(true);
  });
});
