// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '../test-utils/render';
import { Tab, TabList, TabPanel, Tabs } from './tabs';
import { UiRoot } from './ui-root';

afterEach(() => {
  document.body.innerHTML = '';
});

function keydown(key: string) {
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

const tabs = (
  <Tabs defaultValue="details">
    <TabList label="Account settings">
      <Tab value="details">Details</Tab>
      <Tab value="login">Custom login</Tab>
      <Tab value="domains">Domains</Tab>
    </TabList>
    <TabPanel value="details">Details panel</TabPanel>
    <TabPanel value="login">Login panel</TabPanel>
    <TabPanel value="domains">Domains panel</TabPanel>
  </Tabs>
);

describe('Tabs', () => {
  it('names the tab list, shows the chosen panel, and moves with the arrow keys', async () => {
    const { container } = await render(<UiRoot>{tabs}</UiRoot>);
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Account settings');
    const [details, login] = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe('Details panel');
    act(() => details!.focus());
    keydown('ArrowRight');
    await waitFor(() => expect(document.activeElement).toBe(login));
  });

  it('follows the reading direction: in right-to-left, ArrowLeft moves to the next tab (not round to the last)', async () => {
    const { container } = await render(<UiRoot dir="rtl">{tabs}</UiRoot>);
    const [details, login] = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    act(() => details!.focus());
    keydown('ArrowLeft');
    await waitFor(() => expect(document.activeElement).toBe(login));
  });
});
