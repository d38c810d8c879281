const MIRRORED_ATTRIBUTES = ['data-gh-mode', 'data-gh-density', 'dir', 'lang'] as const;

/** The `gh-root` elements from the outermost down to `anchor` itself. */
function themedAncestors(anchor: HTMLElement): HTMLElement[] {
  const roots: HTMLElement[] = [];
  for (let element: HTMLElement | null = anchor; element; element = element.parentElement) {
    if (element.classList.contains('gh-root')) roots.unshift(element);
  }
  return roots;
}

/**
 * Gives the portal root (on document.body, outside the themed tree) what the tree gives `anchor`: the palette
 * custom properties set inline on any enclosing `gh-root` (the nearest winning), and the nearest mode, density,
 * direction and language, so portalled dialogs and menus look (and are read aloud) as they would in place.
 */
export function mirrorTheme(anchor: HTMLElement, portalRoot: HTMLElement): void {
  portalRoot.className = 'gh-root gh-portal-root';
  for (const name of MIRRORED_ATTRIBUTES) {
    const value = anchor.closest(`[${name}]`)?.getAttribute(name);
    if (value) portalRoot.setAttribute(name, value);
    else portalRoot.removeAttribute(name);
  }
  portalRoot.removeAttribute('style');
  for (const root of themedAncestors(anchor)) {
    for (let i = 0; i < root.style.length; i++) {
      const property = root.style.item(i);
      if (property.startsWith('--gh-')) portalRoot.style.setProperty(property, root.style.getPropertyValue(property));
    }
  }
}

/**
 * Calls `sync` whenever an enclosing `gh-root` changes its theme (a palette that loads late, a mode switch) or the
 * document its direction.
 */
export function observeThemedAncestors(anchor: HTMLElement, sync: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(sync);
  for (const root of themedAncestors(anchor)) {
    if (root !== anchor) observer.observe(root, { attributes: true, attributeFilter: ['style', ...MIRRORED_ATTRIBUTES] });
  }
  observer.observe(anchor.ownerDocument.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}
