// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { findElement, render, waitFor } from '../test-utils/render';
import { UiRoot } from '../ui/ui-root';
import { useToast } from '../ui/use-toast';
import { PortalToasts } from './portal-toasts';

afterEach(() => {
  document.body.innerHTML = '';
});

const labels = { close: 'Close', region: 'Notifications', notification: 'Notification' };

function SaysHello({ title }: { title: string }) {
  const { toast } = useToast();
  // Asked on mount: before the toast renderer's chunk can have loaded.
  useEffect(() => void toast({ title, tone: 'success' }), [toast, title]);
  return null;
}

describe('PortalToasts', () => {
  it('shows a toast asked for before its renderer has loaded, once it has, and the ones after it', async () => {
    const { container } = await render(
      <UiRoot>
        <PortalToasts labels={labels}>
          <SaysHello title="Saved early" />
        </PortalToasts>
      </UiRoot>,
    );
    const toast = await findElement<HTMLElement>('.gh-toast', document, 8000);
    expect(toast.textContent).toContain('Saved early');
    expect(container.contains(toast)).toBe(false); // in the themed portal root, not in place
  });

  it('loads no toast renderer until the first toast is asked for', async () => {
    function SaysLater() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ title: 'Asked' })}>
          toast
        </button>
      );
    }
    const { container } = await render(
      <UiRoot>
        <PortalToasts labels={labels}>
          <SaysLater />
        </PortalToasts>
      </UiRoot>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.gh-toast-viewport')).toBeNull();
    container.querySelector('button')!.click();
    await waitFor(() => expect(document.querySelector('.gh-toast')?.textContent).toContain('Asked'), 8000);
    expect(document.querySelector('.gh-toast-viewport')).not.toBeNull();
  });

  it('gives useToast() to what it wraps without remounting it when the renderer arrives', async () => {
    let mounts = 0;
    function Counter() {
      useEffect(() => void (mounts += 1), []);
      return <p>content</p>;
    }
    await render(
      <UiRoot>
        <PortalToasts labels={labels}>
          <Counter />
          <SaysHello title="Later" />
        </PortalToasts>
      </UiRoot>,
    );
    await waitFor(() => expect(document.querySelector('.gh-toast')?.textContent).toContain('Later'), 8000);
    expect(mounts).toBe(1);
  });
});
