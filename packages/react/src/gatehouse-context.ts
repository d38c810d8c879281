import { createContext, useContext } from 'react';
import type { GatehouseClient } from '@gatehouse/client';
import type { ThemePaletteInput } from '@gatehouse/core';
import type { AppHistory } from './routing/create-app-history';

/** Navigation options of the context's navigate. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** What GatehouseProvider shares with hooks and screens. */
export interface GatehouseContextValue {
  client: GatehouseClient;
  history: AppHistory;
  /** Navigates within the app (or leaves it for another origin). */
  navigate(url: string, options?: NavigateOptions): void;
  /** Name shown above the login box (falls back to the vendor name). */
  appName?: string;
  /** Host attributes for entitlement targeting rules (provider option `entitlements.customAttributes`). */
  entitlementAttributes?: Record<string, unknown>;
  /** The provider's theme, which the admin portal and its overlay extend with their own. */
  theme?: ThemePaletteInput;
}

/** React context of the provider; null outside it. */
export const GatehouseContext = createContext<GatehouseContextValue | null>(null);

/** The provider's context; throws a clear error outside <GatehouseProvider>. */
export function useGatehouse(): GatehouseContextValue {
  const value = useContext(GatehouseContext);
  if (!value) throw new Error('Gatehouse: this hook must be used inside <GatehouseProvider>');
  return value;
}
