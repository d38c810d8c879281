// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, findElement } from '../test-utils/render';
import { Select } from './select';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
});

const options = [
  { value: 'admin', label: 'Admin' },
  { value: 'support', label: 'Support' },
  { value: '', label: 'Broken' },
];

describe('Select', () => {
  it('shows the chosen option and lists the choices in the portal root, leaving out empty values', async () => {
    const onValueChange = vi.fn();
    const { container } = await render(
      <UiRoot>
        <Select aria-label="Role" options={options} defaultValue="admin" onValueChange={onValueChange} />
      </UiRoot>,
    );
    const trigger = container.querySelector<HTMLElement>('[role="combobox"]')!;
    expect(trigger.textContent).toContain('Admin');
    expect(trigger.getAttribute('aria-label')).toBe('Role');
    act(() => trigger.focus());
    act(() => {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    const listbox = await findElement<HTMLElement>('[role="listbox"]');
    expect(listbox.closest('.gh-portal-root')).not.toBeNull();
    expect([...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Admin', 'Support']);
  });
});
