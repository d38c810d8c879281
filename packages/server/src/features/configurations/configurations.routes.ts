import { configurationsApi, headers, type AuthPolicy } from '@gatehouse/contracts';
import type { Config } from '../../config/config-schema';
import type { AuthContext } from '../../http/auth-context';
import type { RouteShared } from '../../http/route-shared';
import { route, type RouteDef } from '../../http/define-route';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { mergeTheme } from './merge-theme';
import { vendorBranding, vendorLoginBoxTheme, type BrandingConfig } from './vendor-branding';

/** What the public configuration reads from other features, handed in at composition. */
export interface ConfigurationSources {
  /** The vendor's sign-in configuration (features/policies). */
  policies: { auth(): Promise<AuthPolicy> };
  /** The vendor's feature flags as on/off (features/entitlements). */
  flags: { flat(vendorId: string): Promise<Record<string, 'on' | 'off'>> };
  /** The public login-box theme of the tenant a login alias names, `{}` for none (features/account). */
  loginBox: { publicLoginBox(alias: string | undefined): Promise<Record<string, unknown>> };
  /** The SAML metadata rows of the caller's tenant (features/sso). */
  saml: { metadataRows(auth: AuthContext | null): Promise<Record<string, unknown>[]> };
}

/** Public configuration the login box reads before sign-in (spec 000 §7.4, §7.5). */
export function configurationsRoutes(
  config: Pick<Config, 'allowSignups' | 'allowNotVerifiedUsersLogin'> & BrandingConfig,
  { policies, flags, loginBox, saml }: ConfigurationSources,
  { bearer }: Pick<RouteShared, 'bearer'>,
): RouteDef[] {
  const vendor = vendorBranding(config);
  const vendorTheme = vendorLoginBoxTheme(config);
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
    route(configurationsApi.vendorPublic, () => ({
      name: vendor.name,
      logo: vendor.logo,
      icon: null,
      whiteLabelMode: false,
      ...(Object.keys(vendor.palette).length > 0 ? { palette: vendor.palette } : {}),
    })),
    route(configurationsApi.flags, () => flags.flat(DEFAULT_VENDOR_ID)),
    // The login box's theme (wire-compat §2.18): the vendor's, under the custom login of the alias's tenant. An
    // unknown alias answers as a tenant without custom branding does, so the answer tells nobody which exist.
    route(configurationsApi.metadata, async ({ query, c }) => {
      // The SAML rows are the caller's tenant's: a signed-in member's token, when one is sent.
      if (query.entityName === 'saml') return { rows: await saml.metadataRows(await bearer(c)) };
      if (query.entityName !== 'adminBox') return { rows: [] };
      const configuration = mergeTheme(vendorTheme, await loginBox.publicLoginBox(c.req.header(headers.loginAlias)));
      return { rows: Object.keys(configuration).length > 0 ? [{ configuration }] : [] };
    }),
  ] as RouteDef[];
}
