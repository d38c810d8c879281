import { useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ThemePaletteInput } from '@gatehouse/core';
import { useThemeVariables } from '../theme/use-theme-variables';
import { paletteOf, themeDensityOf, themeModeOf } from '../theme/theme-settings';
import { cx } from './class-names';
import { mirrorTheme, observeThemedAncestors } from './mirror-theme';
import { UiContext, type UiContextValue, type UiDirection } from './ui-context';
import '../styles/gatehouse.css';

/** Props of UiRoot. */
export interface UiRootProps {
  /** Palette, mode and density; a UiRoot inside another extends the enclosing root's theme. */
  theme?: ThemePaletteInput;
  /** Reading direction; absent, the enclosing root's (and the document's for CSS). */
  dir?: UiDirection;
  /** Extra classes on the root element (it keeps `gh-root`). */
  className?: string;
  children?: ReactNode;
}

/** An enclosing theme extended by an inner one: the inner's roles, mode and density win. */
function extendTheme(outer: ThemePaletteInput | undefined, inner: ThemePaletteInput | undefined): ThemePaletteInput | undefined {
  if (!outer) return inner;
  if (!inner) return outer;
  return { ...outer, ...inner };
}

/**
 * The themed root of Gatehouse UI: a `gh-root` element with the theme's palette variables, mode, density and
 * direction, and a portal root on document.body that mirrors them, which every dialog, menu, popover, tooltip,
 * select and toast inside renders into — so portalled content is themed and scoped like the rest.
 */
export function UiRoot({ theme, dir, className, children }: UiRootProps): ReactNode {
  const parent = useContext(UiContext);
  const themeKey = JSON.stringify(theme ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content: an inline theme object is new each render
  const merged = useMemo(() => extendTheme(parent?.theme, theme), [parent?.theme, themeKey]);
  // Without colours of its own the root inherits its parent's palette through CSS; with some it builds the merge.
  const style = useThemeVariables(paletteOf(theme) ? merged : undefined);
  const direction = dir ?? parent?.dir;
  const anchor = useRef<HTMLDivElement>(null);
  const [portalRoot] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));

  useLayoutEffect(() => {
    if (!portalRoot) return;
    document.body.appendChild(portalRoot);
    return () => portalRoot.remove();
  }, [portalRoot]);

  useLayoutEffect(() => {
    const element = anchor.current;
    if (!element || !portalRoot) return;
    const sync = () => mirrorTheme(element, portalRoot);
    sync();
    return observeThemedAncestors(element, sync);
  });

  const value = useMemo<UiContextValue>(
    () => ({ theme: merged, dir: direction, portalContainer: portalRoot }),
    [merged, direction, portalRoot],
  );
  return (
    <div
      ref={anchor}
      className={cx('gh-root', className)}
      style={style}
      data-gh-mode={themeModeOf(merged)}
      data-gh-density={themeDensityOf(merged)}
      dir={direction}
    >
      <UiContext.Provider value={value}>{children}</UiContext.Provider>
    </div>
  );
}
