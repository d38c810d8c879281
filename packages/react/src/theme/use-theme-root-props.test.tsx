// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThemePaletteInput } from '@gatehouse/core';
import { render, waitFor } from '../test-utils/render';
import { useThemeRootProps } from './use-theme-root-props';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function Root({ theme }: { theme?: ThemePaletteInput }) {
  return <div {...useThemeRootProps(theme)} />;
}

describe('useThemeRootProps', () => {
  it('gives the root its class, palette variables, mode and density', async () => {
    const { container } = await render(<Root theme={{ primary: '#1a1a2e', mode: 'dark', density: 'compact' }} />);
    const root = container.querySelector<HTMLElement>('.gh-root')!;
    expect(root.getAttribute('data-gh-mode')).toBe('dark');
    expect(root.getAttribute('data-gh-density')).toBe('compact');
    await waitFor(() => expect(root.style.getPropertyValue('--gh-color-primary')).toBe('#1a1a2e'));
    expect(root.style.getPropertyValue('--gh-color-primary-contrast')).toBe('#ffffff');
  });

  it('loads no palette for a theme that only sets the mode', async () => {
    const { container } = await render(<Root theme={{ mode: 'system' }} />);
    const root = container.querySelector<HTMLElement>('.gh-root')!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.getAttribute('style')).toBeNull();
    expect(root.getAttribute('data-gh-mode')).toBe('system');
  });
});
