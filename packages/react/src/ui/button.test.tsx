// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test-utils/render';
import { Button } from './button';
import { IconButton } from './icon-button';
import { MoreIcon } from './icons';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Button', () => {
  it('is a plain button of its variant and size unless told otherwise', async () => {
    const { container } = await render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = container.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.className).toBe('gh-btn gh-btn-danger gh-btn-sm');
  });

  it('ignores clicks and form submits while loading, but keeps focus', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = await render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = container.querySelector('button')!;
    act(() => button.focus());
    await act(async () => button.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(button.querySelector('.gh-spinner')).not.toBeNull();
  });

  it('calls onClick when not loading', async () => {
    const onClick = vi.fn();
    const { container } = await render(<Button onClick={onClick}>Save</Button>);
    await act(async () => container.querySelector('button')!.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton', () => {
  it('is named by its label and shows only the icon', async () => {
    const { container } = await render(
      <IconButton label="Actions for Ann">
        <MoreIcon />
      </IconButton>,
    );
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Actions for Ann');
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
