// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test-utils/render';
import { Checkbox } from './checkbox';
import { Switch } from './switch';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Checkbox', () => {
  it('is labelled and described, and reports a plain boolean', async () => {
    const onCheckedChange = vi.fn();
    const { container } = await render(
      <Checkbox label="Remember this device" description="For 30 days" onCheckedChange={onCheckedChange} />,
    );
    const box = container.querySelector<HTMLButtonElement>('[role="checkbox"]')!;
    expect(container.querySelector('label')?.htmlFor).toBe(box.id);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('For 30 days');
    await act(async () => box.click());
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the indeterminate state', async () => {
    const { container } = await render(<Checkbox label="Select all" checked="indeterminate" />);
    expect(container.querySelector('[role="checkbox"]')?.getAttribute('aria-checked')).toBe('mixed');
  });
});

describe('Switch', () => {
  it('is a labelled switch that turns on and off', async () => {
    const onCheckedChange = vi.fn();
    const { container } = await render(<Switch label="Force MFA" onCheckedChange={onCheckedChange} />);
    const control = container.querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(container.querySelector('label')?.htmlFor).toBe(control.id);
    await act(async () => control.click());
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });
});
