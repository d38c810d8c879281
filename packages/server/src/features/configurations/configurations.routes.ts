import { configurationsApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** Public configuration the login box reads before sign-in (spec 000 §7.4, §7.5). */
export function configurationsRoutes(deps: Deps): RouteDef[] {
  const { config, policies } = deps;
  const strategies = async () => {
    const policy = await policies.auth();
    return { mainAuthStrategies: [{ strategy: policy.authStrategy }], secondaryAuthStrategies: policy.secondaryAuthStrategies };
  };
  return [
    route(configurationsApi.publicConfiguration, async () => {
      const policy = await policies.auth();
      return {
        allowSignups: config.allowSignups,
        allowNotVerifiedUsersLogin: config.allowNotVerifiedUsersLogin,
        apiTokensEnabled: policy.apiTokensEnabled,
        forcePermissions: false,
        authStrategy: policy.authStrategy,
        machineToMachineAuthStrategy: policy.machineToMachineAuthStrategy,
      };
    }),
    route(configurationsApi.publicAuthStrategies, strategies),
    route(configurationsApi.authStrategiesConfig, strategies),
    route(configurationsApi.vendorPublic, () => ({ name: config.vendorName, logo: null, icon: null, whiteLabelMode: false })),
    route(configurationsApi.flags, () => deps.entitlements.flags.flat(DEFAULT_VENDOR_ID)),
    route(configurationsApi.metadata, () => ({ rows: [] })),
  ] as RouteDef[];
}
