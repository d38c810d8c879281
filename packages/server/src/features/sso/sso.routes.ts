import { headers, ssoApi, ssoLegacyApi } from '@gatehouse/contracts';
import { CREDENTIAL_LIMIT, route, type RouteDef } from '../../http/define-route';
import type { SsoServices } from './sso.services';

/**
 * The tenant's SSO connections (spec 001 §7 "SSO", wire-compat §3.11). DNS lookups and metadata fetches go out of
 * the server on the caller's behalf, and the bodies that carry an OIDC client secret are credentials: those routes
 * count against the per-IP credential budget.
 */
export function ssoRoutes(sso: SsoServices): RouteDef[] {
  const { connections, domains, mappings, legacy, lookup } = sso;
  const done = () => ({});
  return [
    route(ssoApi.listSsoConfigurations, ({ auth }) => connections.list(auth)),
    route(ssoApi.createSsoConfiguration, ({ auth, body, ctx }) => connections.create(auth, body, ctx), CREDENTIAL_LIMIT),
    route(ssoApi.updateSsoConfiguration, ({ auth, params, body, ctx }) => connections.update(auth, params.id, body, ctx), CREDENTIAL_LIMIT),
    route(ssoApi.deleteSsoConfiguration, ({ auth, params, ctx }) => connections.remove(auth, params.id, ctx).then(done)),
    route(ssoApi.createSsoConfigurationFromMetadata, ({ auth, body, ctx }) =>
      connections.createFromMetadata(auth, { kind: 'xml', xml: body.metadata }, {}, ctx),
    ),
    route(ssoApi.updateSsoConfigurationMetadata, ({ auth, params, body, ctx }) =>
      connections.importMetadata(auth, params.id, { kind: 'xml', xml: body.metadata }, {}, ctx),
    ),
    route(
      ssoApi.createSsoConfigurationFromMetadataUrl,
      ({ auth, body, ctx }) => connections.createFromMetadata(auth, { kind: 'url', url: body.url }, body.configMetadata ?? {}, ctx),
      CREDENTIAL_LIMIT,
    ),
    route(
      ssoApi.updateSsoConfigurationMetadataUrl,
      ({ auth, params, body, ctx }) =>
        connections.importMetadata(auth, params.id, { kind: 'url', url: body.url }, body.configMetadata ?? {}, ctx),
      CREDENTIAL_LIMIT,
    ),
    route(ssoApi.addSsoDomain, ({ auth, params, body, ctx }) => domains.add(auth, params.id, body.domain, ctx)),
    route(ssoApi.deleteSsoDomain, ({ auth, params, ctx }) => domains.remove(auth, params.id, params.domainId, ctx).then(done)),
    route(ssoApi.validateSsoDomain, ({ auth, params, ctx }) => domains.validate(auth, params.id, params.domainId, ctx), CREDENTIAL_LIMIT),
    route(ssoApi.validateSsoDomainV2, ({ auth, params, ctx }) => domains.validate(auth, params.id, params.domainId, ctx), CREDENTIAL_LIMIT),
    route(ssoApi.getSsoDefaultRoles, ({ auth, params }) => mappings.roles(auth, params.id)),
    route(ssoApi.setSsoDefaultRoles, ({ auth, params, body, ctx }) => mappings.setRoles(auth, params.id, body.roleIds, ctx)),
    route(ssoApi.listSsoGroups, ({ auth, params }) => mappings.groups(auth, params.id)),
    route(ssoApi.createSsoGroup, ({ auth, params, body, ctx }) => mappings.createGroup(auth, params.id, body, ctx)),
    route(ssoApi.updateSsoGroup, ({ auth, params, body, ctx }) => mappings.updateGroup(auth, params.id, params.groupId, body, ctx)),
    route(ssoApi.deleteSsoGroup, ({ auth, params, ctx }) => mappings.removeGroup(auth, params.id, params.groupId, ctx).then(done)),
    route(ssoApi.publicSsoConfiguration, async ({ query, c }) => ({
      isActive: await lookup.isActive({ tenantId: query.tenantId, alias: c.req.header(headers.loginAlias)?.slice(0, 200) || undefined }),
    })),
    route(ssoApi.getOidcConfiguration, ({ auth }) => legacy.oidcSummary(auth)),
    // The legacy single-configuration SAML API: the tenant's first SAML connection.
    route(ssoLegacyApi.getSamlConfiguration, ({ auth }) => legacy.view(auth)),
    route(ssoLegacyApi.saveSamlConfiguration, ({ auth, body, ctx }) => legacy.save(auth, body, ctx)),
    route(ssoLegacyApi.getSamlVendorConfig, ({ auth }) => legacy.vendorConfig(auth)),
    route(ssoLegacyApi.updateSamlMetadata, ({ auth, body, ctx }) => legacy.metadata(auth, body.metadata, ctx)),
    route(ssoLegacyApi.validateSamlDomain, ({ auth, ctx }) => legacy.validate(auth, ctx), CREDENTIAL_LIMIT),
    route(ssoLegacyApi.getSamlDefaultRoles, async ({ auth }) => mappings.roles(auth, await legacy.samlId(auth))),
    route(ssoLegacyApi.setSamlDefaultRoles, async ({ auth, body, ctx }) =>
      mappings.setRoles(auth, await legacy.samlId(auth), body.roleIds, ctx),
    ),
    route(ssoLegacyApi.listSamlGroups, async ({ auth }) => mappings.groups(auth, await legacy.samlId(auth))),
    route(ssoLegacyApi.createSamlGroup, async ({ auth, body, ctx }) => mappings.createGroup(auth, await legacy.samlId(auth), body, ctx)),
    route(ssoLegacyApi.updateSamlGroup, async ({ auth, params, body, ctx }) =>
      mappings.updateGroup(auth, await legacy.samlId(auth), params.groupId, body, ctx),
    ),
    route(ssoLegacyApi.deleteSamlGroup, async ({ auth, params, ctx }) =>
      mappings.removeGroup(auth, await legacy.samlId(auth), params.groupId, ctx).then(done),
    ),
  ] as RouteDef[];
}
