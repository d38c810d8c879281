import { ssoApi } from '@gatehouse/contracts';
import type { Hono } from 'hono';
import { fail } from '../../kernel/app-error';
import type { SamlConnection, SamlEngine } from './saml/index';
import type { SsoConnection, SsoConnectionLookup } from './sso-lookup';

/** The engine's view of a connection; the IdP's values may still be missing while the administrator sets it up. */
export function samlConnectionOf(connection: SsoConnection): SamlConnection {
  return {
    id: connection.id,
    tenantId: connection.tenantId,
    enabled: connection.enabled,
    spEntityId: connection.spEntityId,
    acsUrl: connection.acsUrl,
    idpEntityId: connection.idpEntityId ?? '',
    ssoEndpoint: connection.ssoEndpoint ?? '',
    idpCertificates: connection.certificates,
    signRequest: connection.signRequest,
    groupsAttribute: connection.groupsAttribute,
  };
}

/**
 * `GET /sso/saml/{id}`: the SP metadata of a SAML connection at its own entity id, so an IdP (or its administrator)
 * can read every value from one URL. Served while the connection is still being set up or is switched off: the
 * IdP needs it before the first sign-in. An unknown id and an OIDC connection answer the same 404.
 */
export function mountSpMetadata(app: Hono, lookup: SsoConnectionLookup, saml: Pick<SamlEngine, 'spMetadata'>): void {
  const endpoint = ssoApi.ssoServiceProviderMetadata;
  app.get(endpoint.path.replace('{id}', ':id'), async (c) => {
    const params = endpoint.params.safeParse({ id: c.req.param('id') });
    if (!params.success) throw fail('sso.not_found');
    const connection = await lookup.get(params.data.id);
    if (!connection || connection.type === 'oidc') throw fail('sso.not_found');
    const xml = await saml.spMetadata(samlConnectionOf(connection));
    c.header('content-type', 'application/samlmetadata+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=300');
    return c.body(xml);
  });
}
