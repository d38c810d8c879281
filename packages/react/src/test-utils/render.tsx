import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A mounted tree for tests. */
export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

/** Mounts `ui` into a fresh container inside act(). */
export async function render(ui: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(ui);
  });
  return {
    container,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Polls `check` inside act() until it stops throwing (real timers), up to `timeoutMs`. */
export async function waitFor<T>(check: () => T, timeoutMs = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

/** The input labelled `label` (exact text of its <label>). */
export function getByLabel(container: HTMLElement, label: string): HTMLInputElement {
  for (const element of container.querySelectorAll('label')) {
    if (element.textContent?.trim() === label) {
      const input = container.querySelector<HTMLInputElement>(`#${CSS.escape(element.htmlFor)}`);
      if (input) return input;
    }
  }
  throw new Error(`No input labelled "${label}"`);
}

/** The button whose text is `text`. */
export function getButton(container: HTMLElement, text: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`No button "${text}" in: ${container.textContent}`);
  return button;
}

/** Sets an input's value as typing would (uncontrolled inputs). */
export function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Submits the form of `element` through a click on its submit button, inside act(). */
export async function submit(container: HTMLElement, buttonText: string): Promise<void> {
  await act(async () => {
    getButton(container, buttonText).click();
  });
}

/** Waits until `selector` matches inside `root` (the whole document by default) and answers the element. */
export function findElement<E extends Element = HTMLElement>(
  selector: string,
  root: ParentNode = document,
  timeoutMs?: number,
): Promise<E> {
  return waitFor(() => {
    const found = root.querySelector<E>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  }, timeoutMs);
}
