import type { AdminPortalSection } from '@gatehouse/react';

/** The path of the demo's preview page. */
export const PREVIEW_PATH = '/preview';

/** The portal sections the preview page links to, in the portal's navigation groups (personal, then account). */
export const previewSections = [
  'profile',
  'privacy',
  'personalApiTokens',
  'account',
  'users',
  'groups',
  'roles',
  'apiTokens',
  'sso',
] as const satisfies readonly AdminPortalSection[];

/** The brand colours the preview offers: the default palette, a dark and a light one (issue 16's contrast proofs). */
export const previewBrands = { default: undefined, dark: '#1a1a2e', light: '#ffe066' } as const;

/** What the preview page shows, all of it in its address so every screen and section can be linked to. */
export interface PreviewParams {
  /** `portal` starts signed in as the admin preview user; `login` starts signed out. */
  view: 'login' | 'portal';
  /** The portal section opened first. */
  section: AdminPortalSection;
  locale: 'en' | 'de' | 'he';
  mode: 'light' | 'dark';
  brand: keyof typeof previewBrands;
  /** The widest the page's content may be, in CSS pixels (`full`: the window's width). */
  width: 'full' | '1280' | '768' | '375';
  /** `large`: 50 more members, 30 roles and 100 permissions. */
  data: 'default' | 'large';
  /** Milliseconds every preview answer waits (default 500, as spec 000 §9 says). */
  delay: number;
  /** Show the host's own messages over Gatehouse's (the `localization` prop). */
  hostMessages: boolean;
  /** Show the preview's control bar (off for screenshots). */
  controls: boolean;
}

/** The preview page's defaults: the login box, in English, light, default colours and data. */
export const defaultPreviewParams: PreviewParams = {
  view: 'login',
  section: 'users',
  locale: 'en',
  mode: 'light',
  brand: 'default',
  width: 'full',
  data: 'default',
  delay: 500,
  hostMessages: false,
  controls: true,
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the preview parameters from a query string; anything unknown or malformed keeps its default. */
export function readPreviewParams(search: string): PreviewParams {
  const query = new URLSearchParams(search);
  const d = defaultPreviewParams;
  const delay = Number(query.get('delay'));
  return {
    view: oneOf(['login', 'portal'], query.get('view'), d.view),
    section: oneOf(previewSections, query.get('section'), d.section),
    locale: oneOf(['en', 'de', 'he'], query.get('locale'), d.locale),
    mode: oneOf(['light', 'dark'], query.get('mode'), d.mode),
    brand: oneOf(['default', 'dark', 'light'], query.get('brand'), d.brand),
    width: oneOf(['full', '1280', '768', '375'], query.get('width'), d.width),
    data: oneOf(['default', 'large'], query.get('data'), d.data),
    delay: query.has('delay') && Number.isInteger(delay) && delay >= 0 && delay <= 10_000 ? delay : d.delay,
    hostMessages: query.get('localization') === 'host',
    controls: query.get('controls') !== 'off',
  };
}

/** The query string of `params`, naming only what differs from the defaults (so links stay short). */
export function writePreviewParams(params: PreviewParams): string {
  const query = new URLSearchParams();
  const d = defaultPreviewParams;
  if (params.view !== d.view) query.set('view', params.view);
  if (params.view === 'portal' && params.section !== d.section) query.set('section', params.section);
  for (const key of ['locale', 'mode', 'brand', 'width', 'data'] as const) if (params[key] !== d[key]) query.set(key, params[key]);
  if (params.delay !== d.delay) query.set('delay', String(params.delay));
  if (params.hostMessages) query.set('localization', 'host');
  if (!params.controls) query.set('controls', 'off');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The link to the preview page with `params`, and a login-box route in the hash (`#/account/sign-up`). */
export function previewHref(params: PreviewParams, route?: string): string {
  return `${PREVIEW_PATH}${writePreviewParams(params)}${route ? `#${route}` : ''}`;
}
