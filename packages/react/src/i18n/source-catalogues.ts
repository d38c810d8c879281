import { loginRoutesDe } from './catalogues/login-routes.de';
import { loginRoutesEn } from './catalogues/login-routes.en';
import { loginRoutesHe } from './catalogues/login-routes.he';
import { loginDe } from './catalogues/login.de';
import { loginEn } from './catalogues/login.en';
import { loginHe } from './catalogues/login.he';
import { portalDe } from './catalogues/portal.de';
import { portalEn } from './catalogues/portal.en';
import { portalHe } from './catalogues/portal.he';
import type { ShippedLocale } from './resolve-locale';

/**
 * Every source catalogue by file name (`login-routes` → catalogues/login-routes.<locale>.ts) and locale: what the
 * compiled catalogues are generated from and the tests check. Run-time code never imports it (it would carry every
 * locale's uncompiled text).
 */
export const sourceCatalogues = {
  login: { en: loginEn, de: loginDe, he: loginHe },
  'login-routes': { en: loginRoutesEn, de: loginRoutesDe, he: loginRoutesHe },
  portal: { en: portalEn, de: portalDe, he: portalHe },
} as const satisfies Record<string, Record<ShippedLocale, Readonly<Record<string, string>>>>;

/** The file name of a catalogue. */
export type CatalogueName = keyof typeof sourceCatalogues;
