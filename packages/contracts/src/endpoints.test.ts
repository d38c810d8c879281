import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import type { Endpoint } from './endpoint';
import { isEndpoint, sideOf } from './endpoint-table';
import { endpoints, vendorEndpoints } from './endpoints';

/**
 * The tables as they were written by hand, one line per endpoint, before they were assembled from the contract
 * modules: the assembled tables were checked equal to them (the same names for the same endpoints, on the same side,
 * with identical types), and keep every one of them.
 */
const handWritten = {
  user: `
    login logout refreshToken ssoPrelogin activate activationStrategy changePassword forgotPassword getMe
    getMeAuthorization getMeTenants getMeTenantsV1 getMeTenantsV2 passwordConfig resendActivation resetPassword
    signUp switchTenant updateMe disableAuthenticator disableSms disableWebauthn enrollAuthenticator enrollSms
    enrollWebauthn listMfaDevices mfaLoginEnrollAuthenticator mfaLoginEnrollSms mfaLoginEnrollWebauthn
    mfaLoginVerifyAuthenticatorEnrollment mfaLoginVerifySmsEnrollment mfaLoginVerifyWebauthnEnrollment mfaRecover
    mfaSendEmailCode mfaSendSmsCode mfaStartWebauthn mfaVerify mfaVerifyAuthenticatorDevice mfaVerifyEmailCode
    mfaVerifySmsCode mfaVerifyWebauthn stepUpGenerate verifyAuthenticatorEnrollment verifyDisableSms
    verifyDisableWebauthn verifySmsEnrollment verifyWebauthnEnrollment impersonate authStrategiesConfig flags
    metadata publicAuthStrategies publicConfiguration vendorPublic userEntitlements listUsersV2 listUsersV3
    listTeamMembers getUsersRoles getUsersGroups getTeamUser getTeamStats inviteUser bulkInviteUsers
    updateTeamMember deleteTeamMember resendMemberActivation disableTenantUser enableTenantUser unlockTenantUser
    setTemporaryUser setPermanentUser temporaryUsersConfig getInviteLink createInviteLink createInviteLinkV2
    updateInviteLink deleteInviteLink inviteLinkConfiguration verifyInviteLink acceptInvitation resendInvitation
    listGroups getGroupsConfig updateGroupsConfig getGroupsByIds createGroup getGroup updateGroup deleteGroup
    addRolesToGroup removeRolesFromGroup addUsersToGroup removeUsersFromGroup listRoles listTeamRoles createRole
    createRoleV2 updateRole deleteRole setRolePermissions listPermissions listPermissionCategories
    setPermissionRoles getAccountSettings updateAccountSettings getPublicAccountSettings getAdminBoxMetadata
    updateAdminBoxMetadata oauthAuthorize oauthToken oauthSilentAuthorize oauthLogout oauthUserinfo getMfaPolicy
    getVendorMfaPolicy createMfaPolicy updateMfaPolicy mfaStrategiesConfig allowRememberDevice listMySessions
    getMyCurrentSession revokeMyOtherSessions revokeMySession revokeUserSessions listUserApiTokens
    createUserApiToken deleteUserApiToken listTenantApiTokens createTenantApiToken deleteTenantApiToken
    listUserAccessTokens createUserAccessToken deleteUserAccessToken listTenantAccessTokens
    createTenantAccessToken deleteTenantAccessToken exchangeApiToken getApiTokenIdentity webauthnPrelogin
    webauthnPostlogin listWebauthnDevices createWebauthnDevice verifyWebauthnDevice deleteWebauthnDevice
    passwordlessPrelogin passwordlessPostlogin changePhoneNumberWithVerification verifyChangePhoneNumber
    resetPhoneNumber verifyResetPhoneNumber changePhoneNumber getUserPhoneNumbers getUserOwnPhoneNumbers
    createPhoneNumber preVerifyPhoneNumber verifyPhoneNumber deletePhoneNumber verifyDeletePhoneNumber
    getUsersPhoneNumbers
  `,
  vendor: `
    vendorToken listFeatures createFeature getFeature updateFeature deleteFeature listPlans createPlan getPlan
    updatePlan deletePlan listFeatureFlags createFeatureFlag getFeatureFlag updateFeatureFlag deleteFeatureFlag
    listGrants createGrant getGrant updateGrant deleteGrant listOAuthClients createOAuthClient revokeOAuthClient
    getAuthPolicy updateAuthPolicy updateVendorMfaPolicy activeUserAccessTokens userAccessTokenAuthorization
    activeTenantAccessTokens tenantAccessTokenAuthorization
  `,
};
const namesOf = (text: string) => text.trim().split(/\s+/);

/** Every endpoint the package exports, at the top level or in one of its `*Api` module namespaces, with its export name. */
function exportedEndpoints(): [string, Endpoint][] {
  const found: [string, Endpoint][] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (isEndpoint(value)) found.push([name, value]);
    else if (name.endsWith('Api') && typeof value === 'object')
      for (const [inner, e] of Object.entries(value as object)) if (isEndpoint(e)) found.push([inner, e]);
  }
  return found;
}

describe('the endpoint tables', () => {
  it('keep every endpoint of the hand-written tables, under the same name, on the same side', () => {
    expect(namesOf(handWritten.user)).toHaveLength(160);
    expect(namesOf(handWritten.vendor)).toHaveLength(31);
    for (const name of namesOf(handWritten.user)) expect(Object.keys(endpoints), name).toContain(name);
    for (const name of namesOf(handWritten.vendor)) expect(Object.keys(vendorEndpoints), name).toContain(name);
  });

  it('serve every endpoint the contract modules export, once, under its export name, on the side its access gives', () => {
    const user = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, e]) => [e, name]));
    const vendor = new Map<Endpoint, string>(Object.entries(vendorEndpoints).map(([name, e]) => [e, name]));
    for (const [name, e] of exportedEndpoints()) {
      expect(user.has(e) !== vendor.has(e), `${name} is served on exactly one side`).toBe(true);
      expect(user.get(e) ?? vendor.get(e), `${name} is served under its export name`).toBe(name);
      // The one vendor-side endpoint that takes no vendor token is the exchange that hands it out.
      if (e !== contracts.vendorApi.vendorToken) expect(vendor.has(e) ? 'vendor' : 'user', name).toBe(sideOf(e));
    }
    expect(new Set(exportedEndpoints().map(([, e]) => e)).size).toBe(user.size + vendor.size);
  });

  it('give no two endpoints one name', () => {
    const byName = new Map<string, Endpoint>();
    for (const [name, e] of exportedEndpoints()) {
      expect(byName.get(name) ?? e, `two endpoints are exported as ${name}`).toBe(e);
      byName.set(name, e);
    }
    expect(Object.keys(endpoints).filter((name) => name in vendorEndpoints)).toEqual([]);
  });
});
