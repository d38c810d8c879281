// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../test-utils/render';
import { CopyButton } from './copy-button';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const labels = { copy: 'Copy', copied: 'Copied', copyFailed: 'Could not copy' };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('CopyButton', () => {
  it('writes the value to the clipboard and announces that it did', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const { container } = await render(<CopyButton value="gh_secret_123" labels={labels} />);
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Copy');
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith('gh_secret_123');
    await waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Copied');
  });

  it('says so when the browser refuses, without throwing', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    const { container } = await render(<CopyButton value="x" labels={labels} />);
    await act(async () => container.querySelector('button')!.click());
    await waitFor(() => expect(container.querySelector('[role="status"]')?.textContent).toBe('Could not copy'));
  });

  it('goes back to "Copy" after two seconds', async () => {
    vi.useFakeTimers();
    try {
      stubClipboard(async () => undefined);
      const { container } = await render(<CopyButton value="x" labels={labels} />);
      const button = container.querySelector('button')!;
      await act(async () => button.click());
      expect(button.textContent).toBe('Copied');
      await act(async () => vi.advanceTimersByTime(2000));
      expect(button.textContent).toBe('Copy');
    } finally {
      vi.useRealTimers();
    }
  });
});
