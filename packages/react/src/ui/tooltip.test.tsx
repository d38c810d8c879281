// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, findElement } from '../test-utils/render';
import { Button } from './button';
import { Tooltip } from './tooltip';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Tooltip', () => {
  it('shows its hint on keyboard focus, in the portal root, describing the button', async () => {
    const { container } = await render(
      <UiRoot>
        <Tooltip content="Only owners can delete">
          <Button>Delete</Button>
        </Tooltip>
      </UiRoot>,
    );
    const button = container.querySelector('button')!;
    act(() => button.focus());
    const tooltip = await findElement<HTMLElement>('[role="tooltip"]');
    expect(tooltip.textContent).toContain('Only owners can delete');
    expect(tooltip.closest('.gh-portal-root')).not.toBeNull();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)).toBe(tooltip);
  });
});
