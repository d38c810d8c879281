import type { SsoConfigurationInput } from '@gatehouse/contracts';
import type { AuthContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { RequestContext } from '../../kernel/request-context';
import { newTxtRecord, normaliseDomain } from './domain-verification';
import type { SsoConnectionsService } from './sso-connections.service';
import type { SsoContext } from './sso-deps';
import type { SsoDomainsService } from './sso-domains.service';
import type { SsoMappingsService } from './sso-mappings.service';
import { anyEnabledConnection, firstSamlConnection, updateConnection } from './sso-connections.store';
import { deleteDomainsOf, domainsByConnection, insertDomain } from './sso-domains.store';
import { configurationToWire, legacyView } from './sso-wire';
import { oidcRedirectUri, spValuesFor } from './sp-values';

/**
 * The legacy single-configuration SAML API (wire-compat §3.11): the tenant's first SAML connection and its one
 * domain. Saving needs a domain (spec 001 §3: "a SAML config with no domain is not saved"); a new domain replaces
 * the old one (unvalidated again) and clears the IdP settings (sign-in URL, certificate, signed requests) unless
 * the same request gives new ones.
 */
export function createSsoLegacyService(
  s: SsoContext,
  parts: { connections: SsoConnectionsService; domains: SsoDomainsService; mappings: SsoMappingsService },
) {
  const { db, clock, events } = s;

  /** The tenant's SAML connection, or `sso.not_found`. */
  const samlId = async (auth: AuthContext): Promise<string> => {
    const row = await firstSamlConnection(db, auth.tenantId);
    if (!row) throw fail('sso.not_found');
    return row.id;
  };

  const view = async (auth: AuthContext) => {
    const row = await firstSamlConnection(db, auth.tenantId);
    return row ? legacyView(await configurationToWire(db, s.config.publicUrl, row)) : {};
  };

  return {
    samlId,
    view,

    /**
     * The rows of `GET /metadata?entityName=saml` (wire-compat §2.18) for a signed-in member: the tenant's SAML
     * connection's service-provider values, which the reference portal shows. None without a connection or a caller.
     */
    async metadataRows(auth: AuthContext | null): Promise<Record<string, unknown>[]> {
      const row = auth && (await firstSamlConnection(db, auth.tenantId));
      if (!row) return [];
      const c = await configurationToWire(db, s.config.publicUrl, row);
      return [{ isActive: c.enabled, configuration: { acsUrl: c.acsUrl, spEntityId: c.spEntityId } }];
    },

    async save(auth: AuthContext, body: SsoConfigurationInput & { domain?: string }, ctx: RequestContext) {
      const { domain: input, ...settings } = body;
      if (!input?.trim()) throw fail('sso.domain_required');
      const domain = normaliseDomain(input);
      if (!domain) throw fail('sso.domain_invalid');
      await db.transaction().execute(async (trx) => {
        const existing = await firstSamlConnection(trx, auth.tenantId);
        const id = existing?.id ?? (await parts.connections.insert(trx, auth, { ...settings, type: settings.type ?? 'saml' }, ctx));
        const current = (await domainsByConnection(trx, [id])).get(id) ?? [];
        if (current[0]?.domain !== domain) {
          for (const old of current) await events.emit(trx, ctx, 'sso.domain.removed', old.id, { domain: old.domain });
          await deleteDomainsOf(trx, id);
          const row = { id: newId(), connection_id: id, tenant_id: auth.tenantId, domain, validated: 0, txt_record: newTxtRecord() };
          await insertDomain(trx, { ...row, validated_at: null, created_at: iso(clock.now()) });
          await events.emit(trx, ctx, 'sso.domain.added', row.id, { domain });
          if (existing) await updateConnection(trx, id, { sso_endpoint: null, idp_certificates: '[]', sign_request: 0 });
        }
        const after = existing && (await firstSamlConnection(trx, auth.tenantId));
        if (after && Object.keys(settings).length) await parts.connections.change(trx, after, settings, ctx);
      });
      return view(auth);
    },

    /** Whether the tenant has an enabled OIDC connection, and the redirect URI to register at the provider. */
    async oidcSummary(auth: AuthContext) {
      return { active: await anyEnabledConnection(db, auth.tenantId, ['oidc']), redirectUri: oidcRedirectUri(s.config.appUrl) };
    },

    async vendorConfig(auth: AuthContext) {
      return spValuesFor(s.config.publicUrl, await samlId(auth));
    },

    async metadata(auth: AuthContext, xml: string, ctx: RequestContext) {
      await parts.connections.importMetadata(auth, await samlId(auth), { kind: 'xml', xml }, {}, ctx);
      return view(auth);
    },

    /** Validates the SAML connection's domain. */
    async validate(auth: AuthContext, ctx: RequestContext) {
      const id = await samlId(auth);
      const domain = ((await domainsByConnection(db, [id])).get(id) ?? [])[0];
      if (!domain) throw fail('sso.domain_not_found');
      await parts.domains.validate(auth, id, domain.id, ctx);
      return view(auth);
    },
  };
}

/** The legacy SAML service. */
export type SsoLegacyService = ReturnType<typeof createSsoLegacyService>;
