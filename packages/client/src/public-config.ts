import type { AuthStrategy } from '@gatehouse/contracts';
import { paletteKeys, type PaletteColor, type ThemePaletteInput } from '@gatehouse/core';
import { createStore, type Store } from './store';
import type { GatehouseApi } from './transport/create-api';

/**
 * The brand the login box and the hosted pages wear: the vendor's (`GET /vendors/public`), with the custom login
 * of the tenant named by the login alias over it (`GET /metadata?entityName=adminBox`); the tenant wins where set.
 */
export interface Branding {
  /** The vendor's display name. */
  name: string | null;
  /** An https or image data URL: the tenant's custom-login logo, else the vendor's. */
  logo: string | null;
  /** The tenant's sign-in title (its English custom-login title). */
  title: string | null;
  /** Brand colours by palette role (vendor, then tenant per role); a role left out keeps the theme's own. */
  palette: ThemePaletteInput;
  /** The login box's background colour from the tenant's custom login. */
  boxBackgroundColor: string | null;
}

/** Public (pre-auth) configuration the login box reads (wire-compat §2.18). */
export interface PublicConfigState {
  status: 'loading' | 'ready';
  allowSignups: boolean;
  /** The main strategy: `mainAuthStrategies[0]` when known, else the vendor policy's. */
  authStrategy: AuthStrategy;
  vendorName: string | null;
  logo: string | null;
  /** Whether the vendor policy's Passkeys strategy is active (the login box offers passkey sign-in). */
  passkeysEnabled: boolean;
  /** Whether the secondary SmsCode strategy is active (the login box offers quick SMS login, decision 0018). */
  quickSmsEnabled: boolean;
  /** The vendor's and the tenant's branding, merged. */
  branding: Branding;
}

/** Branding before (or without) an answer: nothing set, the theme's defaults apply. */
export const defaultBranding: Branding = { name: null, logo: null, title: null, palette: {}, boxBackgroundColor: null };

/** Defaults that apply until (or when) the public configuration cannot be loaded (spec 000 §8). */
export const defaultPublicConfig: PublicConfigState = {
  status: 'loading',
  allowSignups: true,
  authStrategy: 'EmailAndPassword',
  vendorName: null,
  logo: null,
  passkeysEnabled: false,
  quickSmsEnabled: false,
  branding: defaultBranding,
};

/** Creates the store of public configuration. */
export function createPublicConfigStore(): Store<PublicConfigState> {
  return createStore<PublicConfigState>(defaultPublicConfig);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const at = (node: unknown, path: string): unknown => path.split('/').reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), node);
// The server sends #rrggbb; anything that does not look like a CSS colour is dropped here so that one bad value
// cannot make the theme fall back as a whole (the colour parser is loaded later, with the theme).
const COLOR = /^(?:#(?:[0-9a-f]{3}|[0-9a-f]{6})|(?:rgba?|hsla?|color)\([^;{}()]*\))$/i;
const color = (v: unknown): string | undefined => (typeof v === 'string' && COLOR.test(v.trim()) ? v.trim() : undefined);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
// Only addresses an <img> may load without a second thought: https, or an inline image.
const image = (v: unknown): string | null => (typeof v === 'string' && /^(?:https:\/\/|data:image\/)/i.test(v) ? v : null);

/** The colours of a palette (role → colour or `{ main, … }`) that look valid, by role. */
function paletteOf(value: unknown): ThemePaletteInput {
  const out: ThemePaletteInput = {};
  if (!isObject(value)) return out;
  for (const role of paletteKeys) {
    const entry = value[role];
    const main = color(isObject(entry) ? entry.main : entry);
    if (!main) continue;
    if (!isObject(entry)) {
      out[role] = main;
      continue;
    }
    const shades: PaletteColor = { main };
    for (const shade of ['light', 'dark', 'hover', 'active', 'contrastText'] as const) {
      const c = color(entry[shade]);
      if (c) shades[shade] = c;
    }
    out[role] = shades;
  }
  return out;
}

/** Merges the vendor's answer and the login box's theme metadata (wire-compat §2.18) into one Branding. */
export function brandingOf(vendor: unknown, adminBox: unknown): Branding {
  const rows = isObject(adminBox) && Array.isArray(adminBox.rows) ? (adminBox.rows as unknown[]) : [];
  const theme = isObject(rows[0]) ? rows[0].configuration : undefined;
  return {
    name: text(at(vendor, 'name')),
    logo: image(at(theme, 'themeV2/loginBox/logo/image')) ?? image(at(vendor, 'logo')),
    title: text(at(theme, 'localizations/en/login/title')),
    palette: { ...paletteOf(at(vendor, 'palette')), ...paletteOf(at(theme, 'themeV2/palette')) },
    boxBackgroundColor: color(at(theme, 'themeV2/loginBox/boxStyle/backgroundColor')) ?? null,
  };
}

/** Loads the public configuration calls in parallel; a failure is only logged and its defaults stay (§8). */
export async function loadPublicConfig(api: GatehouseApi, store: Store<PublicConfigState>): Promise<void> {
  const [policy, strategies, vendor, adminBox] = await Promise.allSettled([
    api.publicConfiguration(),
    api.publicAuthStrategies(),
    api.vendorPublic(),
    api.metadata({ query: { entityName: 'adminBox' } }),
  ]);
  const next: Partial<PublicConfigState> = { status: 'ready' };
  if (policy.status === 'fulfilled') {
    if (typeof policy.value.allowSignups === 'boolean') next.allowSignups = policy.value.allowSignups;
    if (policy.value.authStrategy) next.authStrategy = policy.value.authStrategy;
  } else console.warn('Gatehouse: could not load the public configuration; defaults apply.', policy.reason);
  if (strategies.status === 'fulfilled') {
    const main = strategies.value.mainAuthStrategies?.[0]?.strategy;
    if (main) next.authStrategy = main;
    next.passkeysEnabled = (strategies.value.secondaryAuthStrategies ?? []).some((s) => s.strategy === 'Passkeys' && s.isActive);
    next.quickSmsEnabled = (strategies.value.secondaryAuthStrategies ?? []).some(
      (s) => (s.strategy === 'SmsCode' || s.strategy === 'SmsCodeV2') && s.isActive,
    );
  } else console.warn('Gatehouse: could not load the authentication strategies; defaults apply.', strategies.reason);
  if (vendor.status === 'fulfilled') {
    next.vendorName = vendor.value.name ?? null;
    next.logo = vendor.value.logo ?? null;
  } else console.warn('Gatehouse: could not load the vendor information.', vendor.reason);
  if (adminBox.status === 'rejected') console.warn('Gatehouse: could not load the login box theme.', adminBox.reason);
  next.branding = brandingOf(
    vendor.status === 'fulfilled' ? vendor.value : undefined,
    adminBox.status === 'fulfilled' ? adminBox.value : undefined,
  );
  store.setState(next);
}
