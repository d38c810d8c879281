import { isDeepStrictEqual } from 'node:util';
import { paletteKeys } from '@gatehouse/core';
import { brandColor } from '../../config/brand-color';
import { brandImageProblem } from '../../config/brand-image';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const at = (node: unknown, path: string): unknown => path.split('/').reduce<unknown>((n, key) => (isObject(n) ? n[key] : undefined), node);

/** Longest custom login-box title. */
export const LOGIN_TITLE_MAX_LENGTH = 200;
/** Shades a palette role may set (core's PaletteColor); `main` is the one the others are derived from. */
const SHADES = ['main', 'light', 'dark', 'hover', 'active', 'contrastText'] as const;
/** A locale key of `localizations` (en, pt-BR, zh_Hant). */
const LOCALE = /^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/i;
const BOX_BACKGROUND = 'themeV2/loginBox/boxStyle/backgroundColor';
const BOX_LOGO = 'themeV2/loginBox/logo/image';

/** A branding leaf of a custom login box that cannot be served, and why. */
export interface BrandingProblem {
  path: string;
  message: string;
}

/**
 * The public part of a tenant's custom login box (wire-compat §3.22 metadata, the leaves the account's Custom
 * login tab saves): palette colours, the box's background colour and logo, the sign-in title per locale. Only
 * these leaves ever leave the server before sign-in, each valid and normalised (colours as `#rrggbb`); anything
 * else the metadata holds stays private. Leaves that cannot be served are listed as problems and left out.
 */
export function readLoginBoxBranding(configuration: Json): { theme: Json; problems: BrandingProblem[] } {
  const problems: BrandingProblem[] = [];
  const color = (path: string, value: unknown): string | undefined => {
    const c = brandColor(value);
    if ('hex' in c) return c.hex;
    problems.push({ path, message: c.problem });
    return undefined;
  };

  const palette: Json = {};
  const stored = at(configuration, 'themeV2/palette');
  for (const role of paletteKeys) {
    const value = isObject(stored) ? stored[role] : undefined;
    const path = `themeV2/palette/${role}`;
    if (value === undefined) continue;
    if (!isObject(value)) {
      const main = color(path, value);
      if (main) palette[role] = { main };
      continue;
    }
    const shades: Json = {};
    for (const shade of SHADES) {
      const hex = value[shade] === undefined ? undefined : color(`${path}/${shade}`, value[shade]);
      if (hex) shades[shade] = hex;
    }
    if (shades.main) palette[role] = shades;
    else if (value.main === undefined) problems.push({ path, message: 'needs a main colour for its other shades' });
  }

  const loginBox: Json = {};
  const background = at(configuration, BOX_BACKGROUND);
  const backgroundHex = background === undefined ? undefined : color(BOX_BACKGROUND, background);
  if (backgroundHex) loginBox.boxStyle = { backgroundColor: backgroundHex };
  const logo = at(configuration, BOX_LOGO);
  const logoProblem = logo === undefined ? undefined : brandImageProblem(logo);
  if (logoProblem) problems.push({ path: BOX_LOGO, message: logoProblem });
  else if (typeof logo === 'string') loginBox.logo = { image: logo };

  const localizations: Json = {};
  const locales = at(configuration, 'localizations');
  for (const locale of isObject(locales) ? Object.keys(locales).filter((l) => LOCALE.test(l)) : []) {
    const path = `localizations/${locale}/login/title`;
    const title = at(configuration, path);
    if (title === undefined) continue;
    if (typeof title !== 'string' || title.trim() === '' || title.length > LOGIN_TITLE_MAX_LENGTH)
      problems.push({ path, message: `must be text of 1 to ${LOGIN_TITLE_MAX_LENGTH} characters` });
    else localizations[locale] = { login: { title: title.trim() } };
  }

  const themeV2: Json = {};
  if (Object.keys(palette).length > 0) themeV2.palette = palette;
  if (Object.keys(loginBox).length > 0) themeV2.loginBox = loginBox;
  const theme: Json = {};
  if (Object.keys(themeV2).length > 0) theme.themeV2 = themeV2;
  if (Object.keys(localizations).length > 0) theme.localizations = localizations;
  return { theme, problems };
}

/**
 * The branding problems a change introduces: leaves that are wrong after it and were not the same before, so a
 * save is refused for what it changes, never for an older leaf it leaves alone.
 */
export function newBrandingProblems(before: Json, after: Json): BrandingProblem[] {
  return readLoginBoxBranding(after).problems.filter((p) => !isDeepStrictEqual(at(before, p.path), at(after, p.path)));
}
