import { createSsoConnectionLookup } from './sso-lookup';
import { createSsoConnectionsService } from './sso-connections.service';
import { ssoContext, type SsoDeps } from './sso-deps';
import { createSsoDomainsService } from './sso-domains.service';
import { createSsoLegacyService } from './sso-legacy.service';
import { createSsoMappingsService } from './sso-mappings.service';

/** The SSO connection services, built once (deps.ts): the admin API's parts and the engines' lookup. */
export function createSsoServices(deps: SsoDeps) {
  const s = ssoContext(deps);
  const connections = createSsoConnectionsService(s);
  const domains = createSsoDomainsService(s);
  const mappings = createSsoMappingsService(s);
  return {
    connections,
    domains,
    mappings,
    legacy: createSsoLegacyService(s, { connections, domains, mappings }),
    lookup: createSsoConnectionLookup(s),
  };
}

/** The SSO connection services. */
export type SsoServices = ReturnType<typeof createSsoServices>;
