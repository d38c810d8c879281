// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, render, waitFor, findElement } from '../test-utils/render';
import { Button } from './button';
import { Popover } from './popover';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
});

const labels = { close: 'Close' };

async function openPopover(container: HTMLElement) {
  await act(async () => getButton(container, 'Details').click());
  return findElement<HTMLElement>('.gh-popover');
}

const details = (
  <Popover trigger={<Button>Details</Button>} labels={labels}>
    <p>More</p>
  </Popover>
);

describe('UiRoot', () => {
  it('renders a gh-root with the theme’s mode, density and direction', async () => {
    const { container } = await render(
      <UiRoot theme={{ mode: 'system', density: 'compact' }} dir="rtl">
        <p>Hi</p>
      </UiRoot>,
    );
    const root = container.querySelector('.gh-root')!;
    expect(root.getAttribute('data-gh-mode')).toBe('system');
    expect(root.getAttribute('data-gh-density')).toBe('compact');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('ignores a mode or density it does not know', async () => {
    const { container } = await render(
      <UiRoot theme={{ mode: 'purple' as never, density: 7 as never }}>
        <p>Hi</p>
      </UiRoot>,
    );
    const root = container.querySelector('.gh-root')!;
    expect(root.hasAttribute('data-gh-mode')).toBe(false);
    expect(root.hasAttribute('data-gh-density')).toBe(false);
  });

  it('extends an enclosing root’s theme: the inner colours win, the outer ones and the mode stay', async () => {
    const { container } = await render(
      <UiRoot theme={{ primary: '#ff0000', mode: 'dark' }}>
        <UiRoot theme={{ secondary: '#00ff00' }} className="inner">
          {details}
        </UiRoot>
      </UiRoot>,
    );
    const inner = container.querySelector<HTMLElement>('.inner')!;
    await waitFor(() => expect(inner.style.getPropertyValue('--gh-color-secondary')).toBe('#00ff00'));
    expect(inner.style.getPropertyValue('--gh-color-primary')).toBe('#ff0000');
    expect(inner.getAttribute('data-gh-mode')).toBe('dark');
    const portalRoot = (await openPopover(container)).closest<HTMLElement>('.gh-root')!;
    expect(portalRoot.style.getPropertyValue('--gh-color-secondary')).toBe('#00ff00');
    expect(portalRoot.getAttribute('data-gh-mode')).toBe('dark');
  });

  it('mirrors a theme an enclosing plain gh-root receives later (the provider’s palette loads lazily)', async () => {
    const { container } = await render(
      <div className="gh-root" data-testid="provider-root">
        <UiRoot>{details}</UiRoot>
      </div>,
    );
    const portalRoot = (await openPopover(container)).closest<HTMLElement>('.gh-root')!;
    expect(portalRoot.style.getPropertyValue('--gh-color-primary')).toBe('');
    const providerRoot = container.querySelector<HTMLElement>('[data-testid="provider-root"]')!;
    act(() => {
      providerRoot.style.setProperty('--gh-color-primary', '#123456');
      providerRoot.setAttribute('data-gh-mode', 'dark');
    });
    await waitFor(() => expect(portalRoot.style.getPropertyValue('--gh-color-primary')).toBe('#123456'));
    expect(portalRoot.getAttribute('data-gh-mode')).toBe('dark');
  });

  it('gives portalled content the language of the page around it, so it is read aloud in that language', async () => {
    const { container } = await render(
      <div className="gh-root" lang="he" dir="rtl">
        <UiRoot>{details}</UiRoot>
      </div>,
    );
    const portalRoot = (await openPopover(container)).closest<HTMLElement>('.gh-root')!;
    expect(portalRoot.getAttribute('lang')).toBe('he');
    expect(portalRoot.getAttribute('dir')).toBe('rtl');
  });

  it('removes its portal root when it unmounts', async () => {
    const { unmount } = await render(<UiRoot>{details}</UiRoot>);
    expect(document.querySelectorAll('.gh-portal-root')).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll('.gh-portal-root')).toHaveLength(0);
  });

  it('still themes portalled content outside any UiRoot, with a shared default root', async () => {
    const { container } = await render(details);
    const popover = await openPopover(container);
    expect(popover.closest('.gh-root')?.parentElement).toBe(document.body);
  });
});
