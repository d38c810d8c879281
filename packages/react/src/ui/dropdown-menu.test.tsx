// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, findElement } from '../test-utils/render';
import { DropdownMenu } from './dropdown-menu';
import { IconButton } from './icon-button';
import { MoreIcon } from './icons';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
});

function keydown(target: Element, key: string) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('DropdownMenu', () => {
  it('opens from its button by keyboard, lists the actions in the portal root, and runs the chosen one', async () => {
    const disable = vi.fn();
    const remove = vi.fn();
    const { container } = await render(
      <UiRoot dir="rtl">
        <DropdownMenu
          trigger={
            <IconButton label="Actions for Ann">
              <MoreIcon />
            </IconButton>
          }
          items={[{ label: 'Disable', onSelect: disable }, { type: 'separator' }, { label: 'Delete', onSelect: remove, tone: 'danger' }]}
        />
      </UiRoot>,
    );
    const trigger = container.querySelector('button')!;
    act(() => trigger.focus());
    keydown(trigger, 'Enter');
    const menu = await findElement<HTMLElement>('[role="menu"]');
    expect(menu.closest('.gh-portal-root')?.getAttribute('dir')).toBe('rtl');
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['Disable', 'Delete']);
    expect(items[1]!.getAttribute('data-tone')).toBe('danger');
    await act(async () => items[1]!.click());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(disable).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  });
});
