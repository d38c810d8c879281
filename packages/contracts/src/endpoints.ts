import * as auth from './auth';
import * as configurations from './configurations';
import * as account from './account';
import * as apiTokens from './api-tokens';
import * as entitlements from './entitlements';
import * as groups from './groups';
import * as entitlementsManagement from './entitlements-management';
import * as mfa from './mfa';
import * as impersonation from './impersonation';
import * as oauth from './oauth';
import * as passwordless from './passwordless';
import * as phones from './phones';
import * as policies from './policies';
import * as roles from './roles';
import * as sessions from './sessions';
import * as sso from './sso';
import * as ssoLegacy from './sso-legacy';
import * as ssoSignIn from './sso-sign-in';
import * as socialLogin from './social-login';
import * as team from './team';
import * as users from './users';
import * as vendor from './vendor';
import * as webauthn from './webauthn';
import { COMPAT_PREFIX } from './constants';
import type { Endpoint } from './endpoint';
import { endpointTable, type EndpointTable } from './endpoint-table';

/**
 * The contract modules, one per feature: every endpoint a module exports is served under its export name (its
 * operation id in the tables below), on the side its access gives. A new endpoint is an export of its module; a new
 * contract module is one line here.
 */
const modules = [
  auth,
  users,
  mfa,
  impersonation,
  configurations,
  entitlements,
  entitlementsManagement,
  team,
  groups,
  roles,
  account,
  oauth,
  policies,
  sessions,
  apiTokens,
  webauthn,
  passwordless,
  phones,
  socialLogin,
  sso,
  ssoLegacy,
  ssoSignIn,
] as const;

/** Every user-facing endpoint, keyed by operation id: the route table server and client share. */
export const endpoints = endpointTable('user', ...modules);

/** The operation ids of the user-facing API. */
export type EndpointId = keyof typeof endpoints;

/** All endpoints as a list (route inventory). */
export const endpointList: Endpoint[] = Object.values(endpoints) as Endpoint[];

/**
 * The vendor-side API, keyed by operation id: the credential exchange and entitlement management.
 * Served at the root only, never under /frontegg (wire-compat §1.2), and never called by the
 * browser clients.
 */
export const vendorEndpoints: EndpointTable<[typeof vendor], 'all'> & EndpointTable<typeof modules, 'vendor'> = {
  // The credential exchange is public (it hands the vendor its token); every other vendor-side endpoint takes that token.
  ...endpointTable('all', vendor),
  ...endpointTable('vendor', ...modules),
};

/** The vendor-side endpoints as a list. */
export const vendorEndpointList: Endpoint[] = Object.values(vendorEndpoints) as Endpoint[];

/** Every contract endpoint, user-facing and vendor-side (OpenAPI, route inventory, gates). */
export const allEndpointList: Endpoint[] = [...endpointList, ...vendorEndpointList];

/** The path prefixes an endpoint is served under: both for the user-facing API, the root only for the vendor side. */
export const prefixesOf = (e: Endpoint): readonly string[] => (vendorEndpointList.includes(e) ? [''] : ['', COMPAT_PREFIX]);
