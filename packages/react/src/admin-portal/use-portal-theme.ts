import { useContext, useMemo } from 'react';
import type { ThemePaletteInput } from '@gatehouse/core';
import { GatehouseContext } from '../gatehouse-context';

/**
 * The portal's theme: the provider's, extended by the portal's own `options.theme` (its roles, mode and density
 * win). The provider's root paints its palette only on itself, so without this a portal theme of its own would
 * rebuild every colour from the defaults and drop the provider's.
 */
export function usePortalTheme(own: ThemePaletteInput | undefined): ThemePaletteInput | undefined {
  const provider = useContext(GatehouseContext)?.theme;
  const key = JSON.stringify([provider ?? null, own ?? null]);
  // Keyed by content, not identity: inline theme objects are new on every render.
  return useMemo(() => (provider && own ? { ...provider, ...own } : (own ?? provider)), [key]);
}
