import { SSO_METADATA_MAX_BYTES } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { createSealer } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Database, SsoConnectionsTable } from '../../storage/schema';
import type { RolePermissionsCache } from '../roles/index';
import { systemTxtResolver, type TxtResolver } from './domain-verification';
import { metadataFetchPolicy, type FetchPolicy } from './metadata-fetch';
import { connectionOfTenant } from './sso-connections.store';
import type { SecretSealer } from './sso-settings';

/** The configuration keys the SSO connections read. */
export type SsoConfig = Pick<
  Config,
  'publicUrl' | 'appUrl' | 'nodeEnv' | 'ssoDnsServers' | 'ssoMetadataAllowHttp' | 'ssoMetadataAllowPrivateAddresses'
>;

/** What the SSO connection services are built from (deps.ts); the resolver and fetch policy default from the config. */
export interface SsoDeps {
  db: Kysely<Database>;
  config: SsoConfig;
  clock: Clock;
  events: EventEmitter;
  masterKey: string;
  rolePermissions: RolePermissionsCache;
  resolver?: TxtResolver;
  fetchPolicy?: FetchPolicy;
}

/** The deps with every port settled. */
export interface SsoContext extends Required<Omit<SsoDeps, 'masterKey'>> {
  sealer: SecretSealer;
  production: boolean;
}

export function ssoContext(deps: SsoDeps): SsoContext {
  const { config } = deps;
  return {
    ...deps,
    resolver: deps.resolver ?? systemTxtResolver(config.ssoDnsServers),
    fetchPolicy:
      deps.fetchPolicy ??
      metadataFetchPolicy(
        {
          allowHttp: config.ssoMetadataAllowHttp || config.nodeEnv === 'development',
          allowPrivate: config.ssoMetadataAllowPrivateAddresses,
        },
        SSO_METADATA_MAX_BYTES,
      ),
    sealer: createSealer(deps.masterKey, 'sso-oidc-client-secret'),
    production: config.nodeEnv === 'production',
  };
}

/** A connection of the caller's tenant, or `sso.not_found` (another tenant's id included). */
export async function ownConnection(
  db: Parameters<typeof connectionOfTenant>[0],
  tenantId: string,
  id: string,
): Promise<SsoConnectionsTable> {
  const row = await connectionOfTenant(db, tenantId, id);
  if (!row) throw fail('sso.not_found');
  return row;
}
