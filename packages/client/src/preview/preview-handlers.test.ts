import { PREVIEW_CODE, PREVIEW_LINK_TOKEN, PREVIEW_PASSWORD, previewUsers } from '@gatehouse/fixtures';
import { describe, expect, it } from 'vitest';
import { createGatehouseClient } from '../create-gatehouse-client';
import { createMemoryStorage } from '../environment';
import type { GatehouseClient } from '../gatehouse-client';
import { createFakeLocation } from '../test-utils/create-fake-location';
import type { GatehouseApi } from '../transport/create-api';
import { previewHandlers } from './preview-handlers';
import { publicSsoCall, ssoCalls } from './sso-handler-calls';

// Every handler is called once through a real client; the preview fetch parses each answer with the endpoint's
// response schema and rejects the call when it does not match, so a handler that drifts from its contract fails here.

type Api = GatehouseApi;
const admin = previewUsers.admin;
const attestation = {
  id: 'key-1',
  rawId: 'key-1',
  type: 'public-key' as const,
  response: { clientDataJSON: 'YQ', attestationObject: 'YQ' },
};
const assertion = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  response: { clientDataJSON: 'YQ', authenticatorData: 'YQ', signature: 'YQ' },
});

function previewClient(): GatehouseClient {
  return createGatehouseClient({
    preview: { delayMs: 0 },
    location: createFakeLocation('https://app.example.com/'),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
}

/** A fresh preview world with the admin preview user signed in. */
async function asAdmin(): Promise<Api> {
  const client = previewClient();
  await client.completeLogin(await client.api.login({ body: { email: admin.email, password: PREVIEW_PASSWORD } }));
  return client.api;
}

/** A fresh preview world and the MFA token of a password sign-in by the MFA preview user. */
async function mfaPending(): Promise<{ api: Api; mfaToken: string }> {
  const { api } = previewClient();
  const { mfaToken } = await api.login({ body: { email: previewUsers.mfa.email, password: PREVIEW_PASSWORD } });
  return { api, mfaToken: mfaToken! };
}

/** The admin with a texted-code phone and a security key, signed in again so that the MFA step is pending. */
async function adminWithFactors() {
  const api = await asAdmin();
  const { otcToken } = await api.enrollSms({ body: { phoneNumber: '+15550100002' } });
  await api.verifySmsEnrollment({ body: { otcToken, code: PREVIEW_CODE } });
  const { webauthnToken } = await api.enrollWebauthn({ body: {} });
  await api.verifyWebauthnEnrollment({ body: { deviceType: 'CrossPlatform', webauthnToken, options: attestation } });
  const devices = await api.listMfaDevices();
  const { mfaToken } = await api.login({ body: { email: admin.email, password: PREVIEW_PASSWORD } });
  return { api, mfaToken: mfaToken!, phoneId: devices.phones[0]!.id, keyId: devices.webauthn[0]!.id };
}

async function invited(api: Api) {
  return api.inviteUser({ body: { email: 'invitee@example.com' } });
}

const calls: Record<string, () => Promise<unknown>> = {
  publicConfiguration: async () => previewClient().api.publicConfiguration(),
  publicAuthStrategies: async () => previewClient().api.publicAuthStrategies(),
  authStrategiesConfig: async () => (await asAdmin()).authStrategiesConfig(),
  vendorPublic: async () => previewClient().api.vendorPublic(),
  flags: async () => previewClient().api.flags(),
  metadata: async () => {
    const api = await asAdmin();
    await api.updateAdminBoxMetadata({ body: { actions: [{ type: 'localizations/en/login/title', payload: 'Welcome back' }] } });
    return expect(await api.metadata({ query: { entityName: 'adminBox' } })).toMatchObject({ rows: [{ configuration: {} }] });
  },
  mfaStrategiesConfig: async () => previewClient().api.mfaStrategiesConfig(),
  publicSsoConfiguration: () => publicSsoCall(expect),
  allowRememberDevice: async () => previewClient().api.allowRememberDevice({ query: {} }),
  getMfaPolicy: async () => (await asAdmin()).getMfaPolicy(),
  getVendorMfaPolicy: async () => (await asAdmin()).getVendorMfaPolicy(),
  createMfaPolicy: async () => (await asAdmin()).createMfaPolicy({ body: { enforceMFAType: 'DontForce' } }),
  updateMfaPolicy: async () => (await asAdmin()).updateMfaPolicy({ body: { id: 'any', enforceMFAType: 'Force' } }),
  getPublicAccountSettings: async () => previewClient().api.getPublicAccountSettings(),

  login: async () => previewClient().api.login({ body: { email: admin.email, password: PREVIEW_PASSWORD } }),
  refreshToken: async () => (await asAdmin()).refreshToken({ body: {} }),
  logout: async () => (await asAdmin()).logout(),
  ssoPrelogin: async () => previewClient().api.ssoPrelogin({ body: { email: admin.email } }),
  signUp: async () =>
    previewClient().api.signUp({ body: { email: 'founder@example.com', companyName: 'Newco', password: PREVIEW_PASSWORD } }),
  activationStrategy: async () => previewClient().api.activationStrategy({ query: { userId: admin.id, token: PREVIEW_LINK_TOKEN } }),
  activate: async () =>
    previewClient().api.activate({ body: { userId: previewUsers.invited.id, token: PREVIEW_LINK_TOKEN, password: PREVIEW_PASSWORD } }),
  resendActivation: async () => previewClient().api.resendActivation({ body: { email: admin.email } }),
  forgotPassword: async () => previewClient().api.forgotPassword({ body: { email: admin.email } }),
  resetPassword: async () =>
    previewClient().api.resetPassword({ body: { userId: admin.id, token: PREVIEW_LINK_TOKEN, password: 'a brand new password' } }),
  changePassword: async () =>
    (await asAdmin()).changePassword({ body: { password: PREVIEW_PASSWORD, newPassword: 'a brand new password' } }),
  passwordConfig: async () => previewClient().api.passwordConfig({ query: {} }),
  acceptInvitation: async () => {
    const api = await asAdmin();
    const { id } = await invited(api);
    await api.acceptInvitation({ body: { userId: previewUsers.invited.id, token: PREVIEW_LINK_TOKEN } });
    return api.acceptInvitation({ body: { userId: id, token: PREVIEW_LINK_TOKEN } });
  },
  resendInvitation: async () => previewClient().api.resendInvitation({ body: { email: admin.email } }),
  verifyInviteLink: async () => previewClient().api.verifyInviteLink({ body: { token: PREVIEW_LINK_TOKEN } }),

  getMe: async () => (await asAdmin()).getMe({ query: {} }),
  updateMe: async () => (await asAdmin()).updateMe({ body: { name: 'Ada King' } }),
  getMeTenants: async () => (await asAdmin()).getMeTenants(),
  getMeTenantsV1: async () => (await asAdmin()).getMeTenantsV1(),
  getMeTenantsV2: async () => (await asAdmin()).getMeTenantsV2(),
  switchTenant: async () => (await asAdmin()).switchTenant({ body: { tenantId: 'tenant-acme-labs' } }),
  getMeAuthorization: async () => (await asAdmin()).getMeAuthorization(),
  userEntitlements: async () => (await asAdmin()).userEntitlements(),
  oauthUserinfo: async () => (await asAdmin()).oauthUserinfo(),

  mfaVerify: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaVerify({ body: { mfaToken, value: PREVIEW_CODE } });
  },
  mfaVerifyAuthenticatorDevice: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaVerifyAuthenticatorDevice({ params: { deviceId: 'authenticator-user-grace' }, body: { mfaToken, value: PREVIEW_CODE } });
  },
  mfaRecover: async () => previewClient().api.mfaRecover({ body: { email: previewUsers.mfa.email, recoveryCode: 'abcd-efgh-ij' } }),
  mfaSendEmailCode: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaSendEmailCode({ body: { mfaToken } });
  },
  mfaVerifyEmailCode: async () => {
    const { api, mfaToken } = await mfaPending();
    const { otcToken } = await api.mfaSendEmailCode({ body: { mfaToken } });
    return api.mfaVerifyEmailCode({ body: { mfaToken, otcToken, code: PREVIEW_CODE } });
  },
  mfaSendSmsCode: async () => {
    const { api, mfaToken, phoneId } = await adminWithFactors();
    return api.mfaSendSmsCode({ params: { deviceId: phoneId }, body: { mfaToken } });
  },
  mfaVerifySmsCode: async () => {
    const { api, mfaToken, phoneId } = await adminWithFactors();
    const { otcToken } = await api.mfaSendSmsCode({ params: { deviceId: phoneId }, body: { mfaToken } });
    return api.mfaVerifySmsCode({ params: { deviceId: phoneId }, body: { mfaToken, otcToken, code: PREVIEW_CODE } });
  },
  mfaLoginEnrollSms: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaLoginEnrollSms({ body: { mfaToken, phoneNumber: '+15550100003' } });
  },
  mfaLoginVerifySmsEnrollment: async () => {
    const { api, mfaToken } = await mfaPending();
    const { otcToken } = await api.mfaLoginEnrollSms({ body: { mfaToken, phoneNumber: '+15550100003' } });
    return api.mfaLoginVerifySmsEnrollment({ body: { mfaToken, otcToken, code: PREVIEW_CODE } });
  },
  mfaLoginEnrollAuthenticator: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaLoginEnrollAuthenticator({ body: { mfaToken } });
  },
  mfaLoginVerifyAuthenticatorEnrollment: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaLoginVerifyAuthenticatorEnrollment({ body: { mfaToken, token: PREVIEW_CODE } });
  },
  mfaStartWebauthn: async () => {
    const { api, mfaToken, keyId } = await adminWithFactors();
    return api.mfaStartWebauthn({ params: { deviceId: keyId }, body: { mfaToken } });
  },
  mfaVerifyWebauthn: async () => {
    const { api, mfaToken, keyId } = await adminWithFactors();
    const { webauthnToken } = await api.mfaStartWebauthn({ params: { deviceId: keyId }, body: { mfaToken } });
    return api.mfaVerifyWebauthn({ params: { deviceId: keyId }, body: { mfaToken, webauthnToken, options: assertion(keyId) } });
  },
  mfaLoginEnrollWebauthn: async () => {
    const { api, mfaToken } = await mfaPending();
    return api.mfaLoginEnrollWebauthn({ body: { mfaToken } });
  },
  mfaLoginVerifyWebauthnEnrollment: async () => {
    const { api, mfaToken } = await mfaPending();
    const { webauthnToken } = await api.mfaLoginEnrollWebauthn({ body: { mfaToken } });
    return api.mfaLoginVerifyWebauthnEnrollment({ body: { mfaToken, webauthnToken, deviceType: 'Platform', options: attestation } });
  },
  stepUpGenerate: async () => {
    const { api } = await adminWithFactors();
    return api.stepUpGenerate({ body: {} });
  },
};

// What remains, through one signed-in admin each.
const asAdminCalls: Record<string, (api: Api) => Promise<unknown>> = {
  listMfaDevices: (api) => api.listMfaDevices(),
  enrollAuthenticator: (api) => api.enrollAuthenticator({ body: {} }),
  verifyAuthenticatorEnrollment: (api) => api.verifyAuthenticatorEnrollment({ body: { token: PREVIEW_CODE } }),
  disableAuthenticator: async (api) => {
    await api.verifyAuthenticatorEnrollment({ body: { token: PREVIEW_CODE } });
    const deviceId = (await api.listMfaDevices()).authenticators[0]!.id;
    return api.disableAuthenticator({ params: { deviceId }, body: { token: PREVIEW_CODE } });
  },
  enrollSms: (api) => api.enrollSms({ body: { phoneNumber: '+15550100004' } }),
  verifySmsEnrollment: async (api) => {
    const { otcToken } = await api.enrollSms({ body: { phoneNumber: '+15550100004' } });
    return api.verifySmsEnrollment({ body: { otcToken, code: PREVIEW_CODE } });
  },
  disableSms: async (api) => {
    const { otcToken } = await api.enrollSms({ body: { phoneNumber: '+15550100004' } });
    await api.verifySmsEnrollment({ body: { otcToken, code: PREVIEW_CODE } });
    return api.disableSms({ params: { deviceId: (await api.listMfaDevices()).phones[0]!.id }, body: {} });
  },
  verifyDisableSms: async (api) => {
    const enrol = await api.enrollSms({ body: { phoneNumber: '+15550100004' } });
    await api.verifySmsEnrollment({ body: { otcToken: enrol.otcToken, code: PREVIEW_CODE } });
    const deviceId = (await api.listMfaDevices()).phones[0]!.id;
    const { otcToken } = await api.disableSms({ params: { deviceId }, body: {} });
    return api.verifyDisableSms({ params: { deviceId }, body: { otcToken, code: PREVIEW_CODE } });
  },
  enrollWebauthn: (api) => api.enrollWebauthn({ body: {} }),
  verifyWebauthnEnrollment: async (api) => {
    const { webauthnToken } = await api.enrollWebauthn({ body: {} });
    return api.verifyWebauthnEnrollment({ body: { deviceType: 'Platform', webauthnToken, options: attestation, name: 'YubiKey' } });
  },
  disableWebauthn: async (api) => {
    const { webauthnToken } = await api.enrollWebauthn({ body: {} });
    await api.verifyWebauthnEnrollment({ body: { deviceType: 'Platform', webauthnToken, options: attestation } });
    return api.disableWebauthn({ params: { deviceId: attestation.id }, body: {} });
  },
  verifyDisableWebauthn: async (api) => {
    const enrol = await api.enrollWebauthn({ body: {} });
    await api.verifyWebauthnEnrollment({ body: { deviceType: 'Platform', webauthnToken: enrol.webauthnToken, options: attestation } });
    const { webauthnToken } = await api.disableWebauthn({ params: { deviceId: attestation.id }, body: {} });
    return api.verifyDisableWebauthn({ params: { deviceId: attestation.id }, body: { webauthnToken, options: assertion(attestation.id) } });
  },
  webauthnPrelogin: (api) => api.webauthnPrelogin({ body: {} }),
  webauthnPostlogin: (api) => api.webauthnPostlogin({ body: assertion('passkey-ada-laptop') }),
  listWebauthnDevices: (api) => api.listWebauthnDevices(),
  createWebauthnDevice: (api) => api.createWebauthnDevice({ body: {} }),
  verifyWebauthnDevice: (api) => api.verifyWebauthnDevice({ body: { ...attestation, name: 'Phone' } }),
  deleteWebauthnDevice: (api) => api.deleteWebauthnDevice({ params: { deviceId: 'passkey-ada-laptop' } }),
  passwordlessPrelogin: (api) => api.passwordlessPrelogin({ params: { type: 'code' }, body: { email: admin.email } }),
  passwordlessPostlogin: async (api) => {
    const { otcToken } = await api.passwordlessPrelogin({ params: { type: 'code' }, body: { email: admin.email } });
    return api.passwordlessPostlogin({ params: { type: 'Code' }, body: { token: PREVIEW_CODE, otcToken } });
  },
  changePhoneNumberWithVerification: (api) => api.changePhoneNumberWithVerification({ body: { phoneNumber: '+15550100005' } }),
  verifyChangePhoneNumber: async (api) => {
    const { changePhoneId } = await api.changePhoneNumberWithVerification({ body: { phoneNumber: '+15550100005' } });
    return api.verifyChangePhoneNumber({ body: { changePhoneId, code: PREVIEW_CODE } });
  },
  resetPhoneNumber: (api) => api.resetPhoneNumber({ body: { email: admin.email } }),
  verifyResetPhoneNumber: async (api) => {
    const { resetPhoneNumberToken } = await api.resetPhoneNumber({ body: { email: admin.email } });
    return api.verifyResetPhoneNumber({ body: { resetPhoneNumberToken, code: PREVIEW_CODE } });
  },
  changePhoneNumber: async (api) => {
    const { resetPhoneNumberToken } = await api.resetPhoneNumber({ body: { email: admin.email } });
    const { changePhoneNumberToken } = await api.verifyResetPhoneNumber({ body: { resetPhoneNumberToken, code: PREVIEW_CODE } });
    return api.changePhoneNumber({ body: { changePhoneNumberToken, phoneNumber: '+15550100006' } });
  },
  getUserPhoneNumbers: (api) => api.getUserPhoneNumbers({ query: {} }),
  getUserOwnPhoneNumbers: (api) => api.getUserOwnPhoneNumbers(),
  createPhoneNumber: (api) => api.createPhoneNumber({ body: { phoneNumber: '+15550100007', verify: true } }),
  preVerifyPhoneNumber: (api) => api.preVerifyPhoneNumber({ body: { phoneNumber: '+15550100008' } }),
  verifyPhoneNumber: async (api) => {
    const { otcToken } = await api.preVerifyPhoneNumber({ body: { phoneNumber: '+15550100008' } });
    return api.verifyPhoneNumber({ body: { otcToken, code: PREVIEW_CODE } });
  },
  deletePhoneNumber: (api) => api.deletePhoneNumber({ params: { phoneId: 'phone-ada-mobile' } }),
  verifyDeletePhoneNumber: async (api) => {
    const { otcToken } = await api.deletePhoneNumber({ params: { phoneId: 'phone-ada-mobile' } });
    return api.verifyDeletePhoneNumber({ params: { phoneId: 'phone-ada-mobile' }, body: { otcToken: otcToken!, code: PREVIEW_CODE } });
  },
  getUsersPhoneNumbers: (api) => api.getUsersPhoneNumbers({ query: {} }),
  listUsersV3: (api) => api.listUsersV3({ query: { _preset: 'inactive' } }),
  listUsersV2: (api) => api.listUsersV2({ query: { _filter: 'ada' } }),
  listTeamMembers: (api) => api.listTeamMembers({ query: { pageSize: 5 } }),
  inviteUser: (api) => invited(api),
  bulkInviteUsers: (api) => api.bulkInviteUsers({ body: { emails: ['one@example.com', admin.email], roleIds: ['role-support'] } }),
  updateTeamMember: (api) => api.updateTeamMember({ body: { id: previewUsers.support.id, roleIds: [''] } }),
  deleteTeamMember: (api) => api.deleteTeamMember({ params: { userId: previewUsers.support.id } }),
  disableTenantUser: (api) => api.disableTenantUser({ params: { userId: previewUsers.support.id } }),
  enableTenantUser: (api) => api.enableTenantUser({ params: { userId: previewUsers.support.id } }),
  unlockTenantUser: (api) => api.unlockTenantUser({ params: { userId: previewUsers.support.id } }),
  resendMemberActivation: async (api) => api.resendMemberActivation({ params: { userId: (await invited(api)).id }, body: {} }),
  setTemporaryUser: (api) => api.setTemporaryUser({ params: { userId: previewUsers.support.id }, body: { expirationInSeconds: 3600 } }),
  setPermanentUser: (api) => api.setPermanentUser({ params: { userId: previewUsers.support.id } }),
  temporaryUsersConfig: (api) => api.temporaryUsersConfig(),
  getTeamUser: (api) => api.getTeamUser({ params: { userId: previewUsers.mfa.id } }),
  getTeamStats: (api) => api.getTeamStats(),
  getUsersRoles: (api) => api.getUsersRoles({ query: { ids: admin.id } }),
  getUsersGroups: (api) => api.getUsersGroups({ query: {} }),
  revokeUserSessions: (api) => api.revokeUserSessions({ body: { userId: previewUsers.support.id } }),
  getInviteLink: async (api) => {
    await api.createInviteLinkV2({ body: {} });
    return api.getInviteLink();
  },
  createInviteLink: (api) => api.createInviteLink({ body: { roleIds: ['role-read-only'] } }),
  createInviteLinkV2: (api) => api.createInviteLinkV2({ body: { expiresInMinutes: 60, shouldSendEmail: true } }),
  updateInviteLink: async (api) => {
    await api.createInviteLinkV2({ body: {} });
    return api.updateInviteLink({ body: { shouldSendEmail: true } });
  },
  deleteInviteLink: async (api) => {
    await api.createInviteLinkV2({ body: {} });
    return api.deleteInviteLink();
  },
  inviteLinkConfiguration: (api) => api.inviteLinkConfiguration(),
  listGroups: (api) => api.listGroups({ query: { _groupsRelations: 'users' } }),
  getGroupsConfig: (api) => api.getGroupsConfig(),
  updateGroupsConfig: (api) => api.updateGroupsConfig({ body: { rolesEnabled: false } }),
  getGroupsByIds: (api) => api.getGroupsByIds({ query: { _groupsRelations: 'roles' }, body: { groupsIds: ['group-engineering'] } }),
  createGroup: (api) => api.createGroup({ body: { name: 'Legal', description: 'Contracts' } }),
  getGroup: (api) => api.getGroup({ params: { groupId: 'group-finance' }, query: { _groupsRelations: 'rolesAndUsers' } }),
  updateGroup: (api) => api.updateGroup({ params: { groupId: 'group-finance' }, body: { name: 'Finance and legal', color: '#123456' } }),
  deleteGroup: (api) => api.deleteGroup({ params: { groupId: 'group-finance' } }),
  addRolesToGroup: (api) => api.addRolesToGroup({ params: { groupId: 'group-finance' }, body: { roleIds: ['role-support'] } }),
  removeRolesFromGroup: (api) =>
    api.removeRolesFromGroup({ params: { groupId: 'group-engineering' }, body: { roleIds: ['role-read-only'] } }),
  addUsersToGroup: (api) => api.addUsersToGroup({ params: { groupId: 'group-finance' }, body: { userIds: [admin.id] } }),
  removeUsersFromGroup: (api) => api.removeUsersFromGroup({ params: { groupId: 'group-engineering' }, body: { userIds: [admin.id] } }),
  listRoles: (api) => api.listRoles(),
  listTeamRoles: (api) => api.listTeamRoles(),
  createRole: (api) => api.createRole({ body: { key: 'Auditor', name: 'Auditor', permissions: ['fe.secure.read.audits'] } }),
  createRoleV2: (api) =>
    api.createRoleV2({
      body: { key: 'Helper', name: 'Helper', baseRoleId: 'role-read-only', permissionIds: ['perm-fe-secure-write-users'] },
    }),
  updateRole: (api) => api.updateRole({ params: { roleId: 'role-support' }, body: { name: 'Support desk' } }),
  deleteRole: (api) => api.deleteRole({ params: { roleId: 'role-support' } }),
  setRolePermissions: (api) =>
    api.setRolePermissions({ params: { roleId: 'role-support' }, body: { permissionIds: ['perm-fe-secure-read-users'] } }),
  listPermissions: (api) => api.listPermissions(),
  listPermissionCategories: (api) => api.listPermissionCategories(),
  setPermissionRoles: (api) => api.setPermissionRoles({ params: { permissionId: 'perm-fe-secure-read-roles' }, body: { roleIds: [] } }),
  getAccountSettings: (api) => api.getAccountSettings(),
  updateAccountSettings: (api) =>
    api.updateAccountSettings({ body: { address: null, currency: 'EUR', website: 'https://acme.example.org' } }),
  getAdminBoxMetadata: (api) => api.getAdminBoxMetadata(),
  updateAdminBoxMetadata: (api) =>
    api.updateAdminBoxMetadata({ body: { actions: [{ type: 'themeV2/palette/primary', payload: '#112233' }] } }),
  listMySessions: (api) => api.listMySessions(),
  getMyCurrentSession: (api) => api.getMyCurrentSession(),
  revokeMyOtherSessions: (api) => api.revokeMyOtherSessions(),
  revokeMySession: (api) => api.revokeMySession({ params: { id: 'session-chrome-mac' } }),
  listUserApiTokens: (api) => api.listUserApiTokens(),
  createUserApiToken: (api) => api.createUserApiToken({ body: { description: 'CLI' } }),
  deleteUserApiToken: (api) => api.deleteUserApiToken({ params: { tokenId: 'client-ada-cli' } }),
  listTenantApiTokens: (api) => api.listTenantApiTokens(),
  createTenantApiToken: (api) => api.createTenantApiToken({ body: { description: 'Sync', expiresInMinutes: 1440 } }),
  deleteTenantApiToken: (api) => api.deleteTenantApiToken({ params: { tokenId: 'client-ci-pipeline' } }),
  listUserAccessTokens: (api) => api.listUserAccessTokens(),
  createUserAccessToken: (api) => api.createUserAccessToken({ body: { description: 'Script' } }),
  deleteUserAccessToken: (api) => api.deleteUserAccessToken({ params: { id: 'access-ada-scripts' } }),
  listTenantAccessTokens: (api) => api.listTenantAccessTokens(),
  createTenantAccessToken: (api) => api.createTenantAccessToken({ body: { description: 'Report', roleIds: ['role-read-only'] } }),
  deleteTenantAccessToken: (api) => api.deleteTenantAccessToken({ params: { id: 'access-nightly-report' } }),
  ...ssoCalls(expect),
};

describe('preview handlers', () => {
  it('are each called here', () => {
    expect(Object.keys({ ...calls, ...asAdminCalls }).sort()).toEqual(Object.keys(previewHandlers).sort());
  });

  it.each(Object.keys(calls))('%s answers what its contract describes', async (id) => {
    await calls[id]!();
  });

  it.each(Object.keys(asAdminCalls))('%s answers what its contract describes (signed in)', async (id) => {
    await asAdminCalls[id]!(await asAdmin());
  });
});
