const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focuses the first focusable element inside `within`, else `fallback`; true when something took focus. */
export function focusFirst(within: HTMLElement | null, fallback: HTMLElement | null): boolean {
  const target = within?.querySelector<HTMLElement>(FOCUSABLE) ?? fallback;
  target?.focus();
  return Boolean(target);
}
