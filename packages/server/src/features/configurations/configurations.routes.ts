import { configurationsApi } from '@gatehouse/contracts';
import type { Deps } from '../../deps';
import { route, type RouteDef } from '../../http/define-route';
import { DEFAULT_VENDOR_ID } from '../roles/seed-defaults';

/** Public configuration the login box reads before sign-in (spec 000 §7.4, §7.5). */
export function configurationsRoutes(deps: Deps): RouteDef[] {
  const { config } = deps;
  const strategies = () => ({ mainAuthStrategies: [{ strategy: 'EmailAndPassword' as const }], secondaryAuthStrategies: [] });
  return [
    route(configurationsApi.publicConfiguration, () => ({
      allowSignups: config.allowSignups,
      allowNotVerifiedUsersLogin: config.allowNotVerifiedUsersLogin,
      apiTokensEnabled: false,
      forcePermissions: false,
      authStrategy: 'EmailAndPassword' as const,
      machineToMachineAuthStrategy: 'ClientCredentials' as const,
    })),
    route(configurationsApi.publicAuthStrategies, strategies),
    route(configurationsApi.authStrategiesConfig, strategies),
    route(configurationsApi.vendorPublic, () => ({ name: config.vendorName, logo: null, icon: null, whiteLabelMode: false })),
    route(configurationsApi.flags, () => deps.entitlements.flags.flat(DEFAULT_VENDOR_ID)),
    route(configurationsApi.metadata, () => ({ rows: [] })),
  ] as RouteDef[];
}
