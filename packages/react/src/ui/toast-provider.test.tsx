// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, render, waitFor, findElement } from '../test-utils/render';
import { Button } from './button';
import { ToastProvider } from './toast-provider';
import { UiRoot } from './ui-root';
import { useToast, type ToastOptions } from './use-toast';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const labels = { close: 'Close', region: 'Notifications ({hotkey})', notification: 'Notification' };

function Saver({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Save</Button>;
}

async function showToast(options: ToastOptions) {
  const rendered = await render(
    <UiRoot>
      <ToastProvider labels={labels}>
        <Saver options={options} />
      </ToastProvider>
    </UiRoot>,
  );
  await act(async () => getButton(rendered.container, 'Save').click());
  const toast = await findElement<HTMLElement>('.gh-toast');
  return { ...rendered, toast };
}

describe('ToastProvider / useToast', () => {
  it('shows the toast in the themed portal root and announces it as a status', async () => {
    const { toast } = await showToast({ title: 'User invited', description: 'ann@example.com', tone: 'success' });
    expect(toast.textContent).toContain('User invited');
    expect(toast.getAttribute('data-tone')).toBe('success');
    expect(toast.closest('.gh-root')?.classList.contains('gh-portal-root')).toBe(true);
    const status = await waitFor(() => {
      const found = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('User invited'));
      if (!found) throw new Error('not announced');
      return found;
    });
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('ann@example.com');
  });

  it('announces a failure assertively', async () => {
    await showToast({ title: 'Could not save', tone: 'danger' });
    const status = await waitFor(() => {
      const found = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('Could not save'));
      if (!found) throw new Error('not announced');
      return found;
    });
    expect(status.getAttribute('aria-live')).toBe('assertive');
  });

  it('names the region and closes a toast with its close button', async () => {
    const { toast } = await showToast({ title: 'Saved' });
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Notifications (F8)');
    await act(async () => toast.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    await waitFor(() => expect(document.querySelector('.gh-toast')).toBeNull());
  });

  it('logs instead of crashing when used outside a provider', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await render(<Saver options={{ title: 'Saved' }} />);
    await act(async () => getButton(container, 'Save').click());
    expect(error).toHaveBeenCalled();
  });
});
