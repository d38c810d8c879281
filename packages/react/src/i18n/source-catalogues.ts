import { portalUsersDe } from './catalogues/portal-users.de';
import { portalUsersEn } from './catalogues/portal-users.en';
import { portalUsersHe } from './catalogues/portal-users.he';
import { portalGroupsDe } from './catalogues/portal-groups.de';
import { portalGroupsEn } from './catalogues/portal-groups.en';
import { portalGroupsHe } from './catalogues/portal-groups.he';
import { portalRolesDe } from './catalogues/portal-roles.de';
import { portalRolesEn } from './catalogues/portal-roles.en';
import { portalRolesHe } from './catalogues/portal-roles.he';
import { portalAccountDe } from './catalogues/portal-account.de';
import { portalAccountEn } from './catalogues/portal-account.en';
import { portalAccountHe } from './catalogues/portal-account.he';
import { portalTokensDe } from './catalogues/portal-tokens.de';
import { portalTokensEn } from './catalogues/portal-tokens.en';
import { portalTokensHe } from './catalogues/portal-tokens.he';
import { portalProfileDe } from './catalogues/portal-profile.de';
import { portalProfileEn } from './catalogues/portal-profile.en';
import { portalProfileHe } from './catalogues/portal-profile.he';
import { portalPrivacyDe } from './catalogues/portal-privacy.de';
import { portalPrivacyEn } from './catalogues/portal-privacy.en';
import { portalPrivacyHe } from './catalogues/portal-privacy.he';
import { portalSsoDe } from './catalogues/portal-sso.de';
import { portalSsoEn } from './catalogues/portal-sso.en';
import { portalSsoHe } from './catalogues/portal-sso.he';
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
  'portal-users': { en: portalUsersEn, de: portalUsersDe, he: portalUsersHe },
  'portal-groups': { en: portalGroupsEn, de: portalGroupsDe, he: portalGroupsHe },
  'portal-roles': { en: portalRolesEn, de: portalRolesDe, he: portalRolesHe },
  'portal-account': { en: portalAccountEn, de: portalAccountDe, he: portalAccountHe },
  'portal-tokens': { en: portalTokensEn, de: portalTokensDe, he: portalTokensHe },
  'portal-profile': { en: portalProfileEn, de: portalProfileDe, he: portalProfileHe },
  'portal-privacy': { en: portalPrivacyEn, de: portalPrivacyDe, he: portalPrivacyHe },
  'portal-sso': { en: portalSsoEn, de: portalSsoDe, he: portalSsoHe },
} as const satisfies Record<string, Record<ShippedLocale, Readonly<Record<string, string>>>>;

/** The file name of a catalogue. */
export type CatalogueName = keyof typeof sourceCatalogues;
