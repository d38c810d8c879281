import { SSO_SECRET_MASK, type SsoConfiguration, type SsoConfigurationInput, type SsoType } from '@gatehouse/contracts';
import { PREVIEW_OIDC_REDIRECT_URI, ssoConnection, ssoTestIdentity } from '@gatehouse/fixtures';
import { assignDefined } from '../assign-defined';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import type { PreviewSsoConnection, PreviewState } from '../preview-state';
import { roleById } from '../preview-views';

// SSO connections in preview mode (spec 001 §7 "SSO", wire-compat §3.11, docs/sso.md). No DNS and no IdP are asked:
// a domain is verified at once unless it is under `.invalid` (a name no DNS answers), which shows the server's refusal;
// a metadata URL is "fetched" as an https address only, and metadata XML is read for the values the server reads.
// A connection test needs no provider either: it is pending at its first read and succeeds at the next.

const tenantOf = (context: PreviewContext) => caller(context).session.tenantId;
const nowIso = (state: PreviewState) => new Date(state.now()).toISOString();
const CHALLENGE_LABEL = '_gatehouse-challenge';

/** What the API answers for a connection: the stored secret never, only whether one is set. */
function view({ tenantId: _tenant, secret, ...connection }: PreviewSsoConnection): SsoConfiguration {
  return { ...connection, oidcSecret: secret ? SSO_SECRET_MASK : '', generatedVerification: connection.domains[0]?.txtRecord ?? '' };
}

function connectionOf(context: PreviewContext, id: string): PreviewSsoConnection {
  return context.state.ssoConnections.find((c) => c.id === id && c.tenantId === tenantOf(context)) ?? fail('sso.not_found');
}

/** Applies an administrator's settings: the mask leaves the secret as it is, an empty one removes it. */
function apply(context: PreviewContext, connection: PreviewSsoConnection, { oidcSecret, ...settings }: SsoConfigurationInput) {
  assignDefined(connection, settings);
  if (oidcSecret !== undefined && oidcSecret !== SSO_SECRET_MASK) connection.secret = oidcSecret;
  connection.updatedAt = nowIso(context.state);
  return view(connection);
}

function create(context: PreviewContext, settings: SsoConfigurationInput, type: SsoType = 'saml'): PreviewSsoConnection {
  const id = context.state.nextId('sso');
  const now = nowIso(context.state);
  const connection: PreviewSsoConnection = {
    ...ssoConnection(id, { type, createdAt: now, updatedAt: now }),
    tenantId: tenantOf(context),
    secret: '',
  };
  apply(context, connection, settings);
  context.state.ssoConnections.push(connection);
  return connection;
}

const invalidMetadata = (why: string) => fail('sso.metadata_invalid', `The IdP metadata is not valid SAML metadata: ${why}`);

/** The IdP's entity id, sign-in URL and first signing certificate, read as the server reads them (decision 0048). */
function readMetadata(xml: string): SsoConfigurationInput {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) invalidMetadata('document type declarations are not allowed');
  if (!/<(\w+:)?IDPSSODescriptor\b/.test(xml)) invalidMetadata('no EntityDescriptor with an IDPSSODescriptor was found');
  const entityId = /<(?:\w+:)?EntityDescriptor\b[^>]*\bentityID="([^"]+)"/.exec(xml)?.[1];
  if (!entityId) invalidMetadata('the EntityDescriptor has no entityID');
  const ssoEndpoint = /<(?:\w+:)?SingleSignOnService\b[^>]*\bLocation="([^"]+)"/.exec(xml)?.[1];
  if (!ssoEndpoint) invalidMetadata('no SingleSignOnService with the HTTP-Redirect or HTTP-POST binding was found');
  const certificate = /<(?:\w+:)?X509Certificate>([^<]+)</.exec(xml)?.[1]?.replace(/\s+/g, '');
  if (!certificate) return invalidMetadata('no signing certificate (KeyDescriptor with an X509Certificate) was found');
  const pem = `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
  return { idpEntityId: entityId, ssoEndpoint, publicCertificate: pem };
}

/** What a metadata URL gives in preview: an https address only, "served" by an IdP at its origin. */
function fetchMetadata(address: string): SsoConfigurationInput {
  const refused = (why: string) => fail('sso.metadata_url_refused', `This metadata URL is not allowed: ${why}`);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refused('it is not a valid URL');
  }
  if (url.protocol !== 'https:') refused('only https URLs are fetched');
  if (url.username || url.password) refused('URLs with credentials are not fetched');
  return {
    idpEntityId: url.href,
    ssoEndpoint: `${url.origin}/saml/sso`,
    publicCertificate: '-----BEGIN CERTIFICATE-----\nMIIBpreview\n-----END CERTIFICATE-----',
  };
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function checkRoles(context: PreviewContext, roleIds: readonly string[] | undefined): void {
  for (const id of roleIds ?? []) roleById(context.state, tenantOf(context), id);
}

function groupOf(connection: PreviewSsoConnection, groupId: string) {
  return connection.groups.find((g) => g.id === groupId) ?? fail('sso.group_not_found');
}

function checkGroupName(connection: PreviewSsoConnection, name: string, except?: string): void {
  if (connection.groups.some((g) => g.id !== except && g.group.toLowerCase() === name.toLowerCase())) fail('sso.group_exists');
}

/** Verifies a domain: at once, unless another connection holds it verified or it is under `.invalid`. */
function validate(context: PreviewContext, params: { id: string; domainId: string }) {
  const connection = connectionOf(context, params.id);
  const domain = connection.domains.find((d) => d.id === params.domainId) ?? fail('sso.domain_not_found');
  if (domain.validated) return domain;
  const elsewhere = context.state.ssoConnections.some(
    (c) => c !== connection && c.domains.some((d) => d.validated && d.domain === domain.domain),
  );
  if (elsewhere) fail('sso.domain_taken');
  if (domain.domain.endsWith('.invalid'))
    fail(
      'sso.domain_record_missing',
      `The TXT record "${domain.txtRecord}" was not found on ${domain.domain} or ${CHALLENGE_LABEL}.${domain.domain}; DNS changes can take a while to appear`,
    );
  domain.validated = true;
  return domain;
}

/**
 * Starts a connection test as the server does (refused while the provider's details are missing). The address is the
 * provider's own sign-in endpoint with a placeholder request: no provider answers it in preview, and the portal
 * closes the pop-up as soon as the result (at the next read) is in.
 */
function startTest(context: PreviewContext, connectionId: string) {
  const connection = connectionOf(context, connectionId);
  const oidc = connection.type === 'oidc';
  if (!(oidc ? connection.oidcIssuer && connection.oidcClientId : connection.ssoEndpoint)) fail('sso.test_incomplete');
  const id = context.state.nextId('sso-test');
  context.state.ssoTests.set(id, { connectionId, tenantId: connection.tenantId, reads: 0 });
  const address = oidc
    ? `${connection.oidcIssuer.replace(/\/$/, '')}/authorize?client_id=${encodeURIComponent(connection.oidcClientId)}&state=${id}`
    : `${connection.ssoEndpoint}?SAMLRequest=preview&RelayState=${id}`;
  return { id, address };
}

/** A test's result: pending at the first read (the administrator is "at the provider"), then signed in. */
function testResult(context: PreviewContext, params: { id: string; testId: string }) {
  const connection = connectionOf(context, params.id);
  const test = context.state.ssoTests.get(params.testId);
  if (!test || test.connectionId !== connection.id || test.tenantId !== connection.tenantId) return fail('sso.not_found');
  test.reads += 1;
  if (test.reads === 1) return { id: params.testId, status: 'pending' as const };
  return { id: params.testId, status: 'succeeded' as const, identity: ssoTestIdentity(view(connection)) };
}

/** The tenant's SSO connections, their domains, default roles and IdP group mappings. */
export const ssoHandlers: PreviewHandlers = {
  listSsoConfigurations: (_request, context) => context.state.ssoConnections.filter((c) => c.tenantId === tenantOf(context)).map(view),
  createSsoConfiguration: ({ body }, context) => view(create(context, body, body.type)),
  updateSsoConfiguration: ({ params, body }, context) => apply(context, connectionOf(context, params.id), body),
  deleteSsoConfiguration: ({ params }, context) => {
    const connection = connectionOf(context, params.id);
    context.state.ssoConnections = context.state.ssoConnections.filter((c) => c !== connection);
    return {};
  },
  createSsoConfigurationFromMetadata: ({ body }, context) => view(create(context, readMetadata(body.metadata))),
  updateSsoConfigurationMetadata: ({ params, body }, context) =>
    apply(context, connectionOf(context, params.id), readMetadata(body.metadata)),
  createSsoConfigurationFromMetadataUrl: ({ body }, context) =>
    view(create(context, { ...body.configMetadata, ...fetchMetadata(body.url) }, body.configMetadata?.type)),
  updateSsoConfigurationMetadataUrl: ({ params, body }, context) =>
    apply(context, connectionOf(context, params.id), { ...body.configMetadata, ...fetchMetadata(body.url) }),
  addSsoDomain: ({ params, body }, context) => {
    const connection = connectionOf(context, params.id);
    const name = body.domain.trim().toLowerCase().replace(/\.$/, '');
    if (!DOMAIN.test(name)) fail('sso.domain_invalid');
    if (connection.domains.some((d) => d.domain === name)) fail('sso.domain_exists');
    const domain = {
      id: context.state.nextId('sso-domain'),
      domain: name,
      validated: false,
      txtRecord: `gatehouse-verification=${context.state.secret(32)}`,
    };
    connection.domains.push(domain);
    return domain;
  },
  deleteSsoDomain: ({ params }, context) => {
    const connection = connectionOf(context, params.id);
    if (!connection.domains.some((d) => d.id === params.domainId)) fail('sso.domain_not_found');
    connection.domains = connection.domains.filter((d) => d.id !== params.domainId);
    return {};
  },
  validateSsoDomain: ({ params }, context) => validate(context, params),
  validateSsoDomainV2: ({ params }, context) => validate(context, params),
  getSsoDefaultRoles: ({ params }, context) => ({ roleIds: connectionOf(context, params.id).roleIds }),
  setSsoDefaultRoles: ({ params, body }, context) => {
    const connection = connectionOf(context, params.id);
    checkRoles(context, body.roleIds);
    connection.roleIds = [...new Set(body.roleIds)];
    return { roleIds: connection.roleIds };
  },
  listSsoGroups: ({ params }, context) => connectionOf(context, params.id).groups,
  createSsoGroup: ({ params, body }, context) => {
    const connection = connectionOf(context, params.id);
    checkGroupName(connection, body.group);
    checkRoles(context, body.roleIds);
    const mapping = { id: context.state.nextId('sso-group'), group: body.group, roleIds: [...new Set(body.roleIds ?? [])] };
    connection.groups.push(mapping);
    return mapping;
  },
  updateSsoGroup: ({ params, body }, context) => {
    const connection = connectionOf(context, params.id);
    const mapping = groupOf(connection, params.groupId);
    if (body.group !== undefined) checkGroupName(connection, body.group, mapping.id);
    checkRoles(context, body.roleIds);
    assignDefined(mapping, body);
    return mapping;
  },
  deleteSsoGroup: ({ params }, context) => {
    const connection = connectionOf(context, params.id);
    groupOf(connection, params.groupId);
    connection.groups = connection.groups.filter((g) => g.id !== params.groupId);
    return {};
  },
  startSsoConnectionTest: ({ params }, context) => startTest(context, params.id),
  getSsoConnectionTest: ({ params }, context) => testResult(context, params),
  getOidcConfiguration: (_request, context) => ({
    active: context.state.ssoConnections.some((c) => c.tenantId === tenantOf(context) && c.type === 'oidc' && c.enabled),
    redirectUri: PREVIEW_OIDC_REDIRECT_URI,
  }),
  publicSsoConfiguration: ({ query }, context) => ({
    isActive: context.state.ssoConnections.some((c) => c.enabled && (query.tenantId === undefined || c.tenantId === query.tenantId)),
  }),
};
