import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ThemePaletteInput } from '@gatehouse/core';

/** Reading direction of a ui root. */
export type UiDirection = 'ltr' | 'rtl';

/** What a UiRoot shares with the components inside it. */
export interface UiContextValue {
  /** The theme in force here (an enclosing root's merged with this one's), for nested roots to extend. */
  theme: ThemePaletteInput | undefined;
  /** Reading direction, handed to the Radix primitives that need it (menus, tabs, selects). */
  dir: UiDirection | undefined;
  /** The themed element portalled content (dialogs, menus, toasts) renders into. */
  portalContainer: HTMLElement | null;
}

/** React context of the nearest UiRoot; null outside one. */
export const UiContext = createContext<UiContextValue | null>(null);

const noSubscription = () => () => undefined;
let fallbackRoot: HTMLElement | null = null;

/** A shared default-themed root on document.body for components used outside any UiRoot. */
function fallbackPortalRoot(): HTMLElement {
  if (!fallbackRoot || !fallbackRoot.isConnected) {
    fallbackRoot = document.createElement('div');
    fallbackRoot.className = 'gh-root gh-portal-root';
    document.body.appendChild(fallbackRoot);
  }
  return fallbackRoot;
}

/**
 * The element portalled content renders into: the nearest UiRoot's themed portal root, or outside any UiRoot a
 * shared `gh-root` on document.body with the default theme (null while rendering on the server).
 */
export function usePortalContainer(): HTMLElement | null {
  const ui = useContext(UiContext);
  const fallback = useSyncExternalStore(noSubscription, ui ? () => null : fallbackPortalRoot, () => null);
  return ui ? ui.portalContainer : fallback;
}

/** The reading direction of the nearest UiRoot, if it knows one. */
export function useUiDirection(): UiDirection | undefined {
  return useContext(UiContext)?.dir;
}
