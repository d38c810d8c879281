import { mfaStrategies } from '@gatehouse/contracts';
import { previewFeatureFlags } from '@gatehouse/fixtures';
import { assignDefined } from '../assign-defined';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';

/** The vendor name preview mode answers (the login box shows it above the form). */
export const PREVIEW_VENDOR_NAME = 'Gatehouse preview';

// Password first; passkeys offered beside it, as the preview flags turn passkeys on (spec 000 §9).
const strategies = () => ({
  mainAuthStrategies: [{ strategy: 'EmailAndPassword' as const }],
  secondaryAuthStrategies: [
    { strategy: 'Passkeys' as const, isActive: true },
    { strategy: 'SmsCode' as const, isActive: false },
  ],
});

function policyOf(context: PreviewContext) {
  const { session } = caller(context);
  return context.state.mfaPolicies.get(session.tenantId)!;
}

/** The public configuration, strategies, flags and policies a login box and portal read first (wire-compat §2.17–2.18). */
export const configHandlers: PreviewHandlers = {
  publicConfiguration: () => ({
    allowSignups: true,
    allowNotVerifiedUsersLogin: true,
    apiTokensEnabled: true,
    forcePermissions: false,
    authStrategy: 'EmailAndPassword',
    machineToMachineAuthStrategy: 'ClientCredentials',
  }),
  publicAuthStrategies: strategies,
  authStrategiesConfig: strategies,
  vendorPublic: () => ({ name: PREVIEW_VENDOR_NAME, logo: null, icon: null, whiteLabelMode: false }),
  flags: () => ({ ...previewFeatureFlags }),
  // The login box's theme is the main account's custom login, once one is saved in the portal (spec 001 §5).
  metadata: ({ query }, { state }) => {
    const custom = state.adminBox.get(state.tenants[0]!.tenantId);
    return { rows: query.entityName === 'adminBox' && custom ? [{ configuration: custom.configuration }] : [] };
  },
  mfaStrategiesConfig: () => ({ strategies: mfaStrategies.map((strategy) => ({ strategy, isActive: true })) }),
  allowRememberDevice: (_request, { state }) => {
    const policy = state.mfaPolicies.get(state.tenants[0]!.tenantId)!;
    return { isAllowedToRemember: policy.allowRememberMe, mfaDeviceExpiration: policy.mfaDeviceExpiration };
  },
  getMfaPolicy: (_request, context) => policyOf(context),
  getVendorMfaPolicy: (_request, { state }) => state.mfaPolicies.get(state.tenants[0]!.tenantId)!,
  createMfaPolicy: ({ body }, context) => {
    const policy = policyOf(context);
    return assignDefined(policy, { ...body, id: policy.id, updatedAt: new Date(context.state.now()).toISOString() });
  },
  updateMfaPolicy: ({ body }, context) => {
    const policy = policyOf(context);
    return assignDefined(policy, { ...body, id: policy.id, updatedAt: new Date(context.state.now()).toISOString() });
  },
  getPublicAccountSettings: (_request, { state }) => {
    const settings = state.accountSettings.get(state.tenants[0]!.tenantId)!;
    return {
      tenantId: settings.tenantId,
      ...(settings.applicationUrl ? { applicationUrl: settings.applicationUrl } : {}),
      ...(settings.loginUrl ? { loginUrl: settings.loginUrl } : {}),
    };
  },
};
