import { configurationsApi, type AuthPolicy } from '@gatehouse/contracts';
import type { Config } from '../../config/config-schema';
import { route, type RouteDef } from '../../http/define-route';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** What the public configuration reads from other features, handed in at composition. */
export interface ConfigurationSources {
  /** The vendor's sign-in configuration (features/policies). */
  policies: { auth(): Promise<AuthPolicy> };
  /** The vendor's feature flags as on/off (features/entitlements). */
  flags: { flat(vendorId: string): Promise<Record<string, 'on' | 'off'>> };
}

/** Public configuration the login box reads before sign-in (spec 000 §7.4, §7.5). */
export function configurationsRoutes(
  config: Pick<Config, 'allowSignups' | 'allowNotVerifiedUsersLogin' | 'vendorName'>,
  { policies, flags }: ConfigurationSources,
): RouteDef[] {
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
    route(configurationsApi.flags, () => flags.flat(DEFAULT_VENDOR_ID)),
    route(configurationsApi.metadata, () => ({ rows: [] })),
  ] as RouteDef[];
}
