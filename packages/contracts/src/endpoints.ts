import * as auth from './auth';
import * as configurations from './configurations';
import * as account from './account';
import * as apiTokens from './api-tokens';
import * as entitlements from './entitlements';
import * as groups from './groups';
import * as m from './entitlements-management';
import * as mfa from './mfa';
import * as impersonation from './impersonation';
import * as oauth from './oauth';
import * as passwordless from './passwordless';
import * as phones from './phones';
import * as policies from './policies';
import * as roles from './roles';
import * as sessions from './sessions';
import * as team from './team';
import * as users from './users';
import * as vendor from './vendor';
import * as webauthn from './webauthn';
import { COMPAT_PREFIX } from './constants';
import type { Endpoint } from './endpoint';

/** Every user-facing endpoint, keyed by operation id: the route table server and client share. */
export const endpoints = {
  ...auth,
  ...users,
  ...mfa,
  impersonate: impersonation.impersonate,
  ...configurations,
  userEntitlements: entitlements.userEntitlements,
  listUsersV2: team.listUsersV2,
  listUsersV3: team.listUsersV3,
  listTeamMembers: team.listTeamMembers,
  getUsersRoles: team.getUsersRoles,
  getUsersGroups: team.getUsersGroups,
  getTeamUser: team.getTeamUser,
  getTeamStats: team.getTeamStats,
  inviteUser: team.inviteUser,
  bulkInviteUsers: team.bulkInviteUsers,
  updateTeamMember: team.updateTeamMember,
  deleteTeamMember: team.deleteTeamMember,
  resendMemberActivation: team.resendMemberActivation,
  disableTenantUser: team.disableTenantUser,
  enableTenantUser: team.enableTenantUser,
  unlockTenantUser: team.unlockTenantUser,
  setTemporaryUser: team.setTemporaryUser,
  setPermanentUser: team.setPermanentUser,
  temporaryUsersConfig: team.temporaryUsersConfig,
  getInviteLink: team.getInviteLink,
  createInviteLink: team.createInviteLink,
  createInviteLinkV2: team.createInviteLinkV2,
  updateInviteLink: team.updateInviteLink,
  deleteInviteLink: team.deleteInviteLink,
  inviteLinkConfiguration: team.inviteLinkConfiguration,
  verifyInviteLink: team.verifyInviteLink,
  acceptInvitation: team.acceptInvitation,
  resendInvitation: team.resendInvitation,
  listGroups: groups.listGroups,
  getGroupsConfig: groups.getGroupsConfig,
  updateGroupsConfig: groups.updateGroupsConfig,
  getGroupsByIds: groups.getGroupsByIds,
  createGroup: groups.createGroup,
  getGroup: groups.getGroup,
  updateGroup: groups.updateGroup,
  deleteGroup: groups.deleteGroup,
  addRolesToGroup: groups.addRolesToGroup,
  removeRolesFromGroup: groups.removeRolesFromGroup,
  addUsersToGroup: groups.addUsersToGroup,
  removeUsersFromGroup: groups.removeUsersFromGroup,
  listRoles: roles.listRoles,
  listTeamRoles: roles.listTeamRoles,
  createRole: roles.createRole,
  createRoleV2: roles.createRoleV2,
  updateRole: roles.updateRole,
  deleteRole: roles.deleteRole,
  setRolePermissions: roles.setRolePermissions,
  listPermissions: roles.listPermissions,
  listPermissionCategories: roles.listPermissionCategories,
  setPermissionRoles: roles.setPermissionRoles,
  getAccountSettings: account.getAccountSettings,
  updateAccountSettings: account.updateAccountSettings,
  getPublicAccountSettings: account.getPublicAccountSettings,
  getAdminBoxMetadata: account.getAdminBoxMetadata,
  updateAdminBoxMetadata: account.updateAdminBoxMetadata,
  oauthAuthorize: oauth.oauthAuthorize,
  oauthToken: oauth.oauthToken,
  oauthSilentAuthorize: oauth.oauthSilentAuthorize,
  oauthLogout: oauth.oauthLogout,
  oauthUserinfo: oauth.oauthUserinfo,
  getMfaPolicy: policies.getMfaPolicy,
  getVendorMfaPolicy: policies.getVendorMfaPolicy,
  createMfaPolicy: policies.createMfaPolicy,
  updateMfaPolicy: policies.updateMfaPolicy,
  mfaStrategiesConfig: policies.mfaStrategiesConfig,
  allowRememberDevice: policies.allowRememberDevice,
  listMySessions: sessions.listMySessions,
  getMyCurrentSession: sessions.getMyCurrentSession,
  revokeMyOtherSessions: sessions.revokeMyOtherSessions,
  revokeMySession: sessions.revokeMySession,
  revokeUserSessions: sessions.revokeUserSessions,
  listUserApiTokens: apiTokens.listUserApiTokens,
  createUserApiToken: apiTokens.createUserApiToken,
  deleteUserApiToken: apiTokens.deleteUserApiToken,
  listTenantApiTokens: apiTokens.listTenantApiTokens,
  createTenantApiToken: apiTokens.createTenantApiToken,
  deleteTenantApiToken: apiTokens.deleteTenantApiToken,
  listUserAccessTokens: apiTokens.listUserAccessTokens,
  createUserAccessToken: apiTokens.createUserAccessToken,
  deleteUserAccessToken: apiTokens.deleteUserAccessToken,
  listTenantAccessTokens: apiTokens.listTenantAccessTokens,
  createTenantAccessToken: apiTokens.createTenantAccessToken,
  deleteTenantAccessToken: apiTokens.deleteTenantAccessToken,
  exchangeApiToken: apiTokens.exchangeApiToken,
  getApiTokenIdentity: apiTokens.getApiTokenIdentity,
  webauthnPrelogin: webauthn.webauthnPrelogin,
  webauthnPostlogin: webauthn.webauthnPostlogin,
  listWebauthnDevices: webauthn.listWebauthnDevices,
  createWebauthnDevice: webauthn.createWebauthnDevice,
  verifyWebauthnDevice: webauthn.verifyWebauthnDevice,
  deleteWebauthnDevice: webauthn.deleteWebauthnDevice,
  passwordlessPrelogin: passwordless.passwordlessPrelogin,
  passwordlessPostlogin: passwordless.passwordlessPostlogin,
  changePhoneNumberWithVerification: phones.changePhoneNumberWithVerification,
  verifyChangePhoneNumber: phones.verifyChangePhoneNumber,
  resetPhoneNumber: phones.resetPhoneNumber,
  verifyResetPhoneNumber: phones.verifyResetPhoneNumber,
  changePhoneNumber: phones.changePhoneNumber,
  getUserPhoneNumbers: phones.getUserPhoneNumbers,
  getUserOwnPhoneNumbers: phones.getUserOwnPhoneNumbers,
  createPhoneNumber: phones.createPhoneNumber,
  preVerifyPhoneNumber: phones.preVerifyPhoneNumber,
  verifyPhoneNumber: phones.verifyPhoneNumber,
  deletePhoneNumber: phones.deletePhoneNumber,
  verifyDeletePhoneNumber: phones.verifyDeletePhoneNumber,
  getUsersPhoneNumbers: phones.getUsersPhoneNumbers,
} as const;

/** The operation ids of the user-facing API. */
export type EndpointId = keyof typeof endpoints;

/** All endpoints as a list (route inventory). */
export const endpointList: Endpoint[] = Object.values(endpoints) as Endpoint[];

/**
 * The vendor-side API, keyed by operation id: the credential exchange and entitlement management.
 * Served at the root only, never under /frontegg (wire-compat §1.2), and never called by the
 * browser clients.
 */
export const vendorEndpoints = {
  vendorToken: vendor.vendorToken,
  listFeatures: m.listFeatures,
  createFeature: m.createFeature,
  getFeature: m.getFeature,
  updateFeature: m.updateFeature,
  deleteFeature: m.deleteFeature,
  listPlans: m.listPlans,
  createPlan: m.createPlan,
  getPlan: m.getPlan,
  updatePlan: m.updatePlan,
  deletePlan: m.deletePlan,
  listFeatureFlags: m.listFeatureFlags,
  createFeatureFlag: m.createFeatureFlag,
  getFeatureFlag: m.getFeatureFlag,
  updateFeatureFlag: m.updateFeatureFlag,
  deleteFeatureFlag: m.deleteFeatureFlag,
  listGrants: m.listGrants,
  createGrant: m.createGrant,
  getGrant: m.getGrant,
  updateGrant: m.updateGrant,
  deleteGrant: m.deleteGrant,
  listOAuthClients: oauth.listOAuthClients,
  createOAuthClient: oauth.createOAuthClient,
  revokeOAuthClient: oauth.revokeOAuthClient,
  getAuthPolicy: policies.getAuthPolicy,
  updateAuthPolicy: policies.updateAuthPolicy,
  updateVendorMfaPolicy: policies.updateVendorMfaPolicy,
  activeUserAccessTokens: apiTokens.activeUserAccessTokens,
  userAccessTokenAuthorization: apiTokens.userAccessTokenAuthorization,
  activeTenantAccessTokens: apiTokens.activeTenantAccessTokens,
  tenantAccessTokenAuthorization: apiTokens.tenantAccessTokenAuthorization,
} as const;

/** The vendor-side endpoints as a list. */
export const vendorEndpointList: Endpoint[] = Object.values(vendorEndpoints) as Endpoint[];

/** Every contract endpoint, user-facing and vendor-side (OpenAPI, route inventory, gates). */
export const allEndpointList: Endpoint[] = [...endpointList, ...vendorEndpointList];

/** The path prefixes an endpoint is served under: both for the user-facing API, the root only for the vendor side. */
export const prefixesOf = (e: Endpoint): readonly string[] => (vendorEndpointList.includes(e) ? [''] : ['', COMPAT_PREFIX]);
