// The SSO handlers' calls for preview-handlers.test.ts (which checks that every handler is called once), kept apart
// so that file stays readable: each answer is parsed with its contract by the preview fetch.
import type { ExpectStatic } from 'vitest';
import { createGatehouseClient } from '../create-gatehouse-client';
import { createMemoryStorage } from '../environment';
import { createFakeLocation } from '../test-utils/create-fake-location';
import type { GatehouseApi } from '../transport/create-api';

type Api = GatehouseApi;

const SSO = 'sso-acme-saml';
const IDP_METADATA = [
  '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.org">',
  '<IDPSSODescriptor><KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIBexample</ds:X509Certificate>',
  '</ds:X509Data></ds:KeyInfo></KeyDescriptor>',
  '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.org/sso"/>',
  '</IDPSSODescriptor></EntityDescriptor>',
].join('');

/** The public "is SSO on" answer, signed out: the preview account's SAML connection is on. */
export async function publicSsoCall(expect: ExpectStatic): Promise<unknown> {
  const { api } = createGatehouseClient({
    preview: { delayMs: 0 },
    location: createFakeLocation('https://app.example.com/'),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
  return expect(await api.publicSsoConfiguration({ query: {} })).toEqual({ isActive: true });
}

/** Each SSO handler called once by the signed-in admin preview user (the test's `expect` checks the answers). */
export const ssoCalls = (expect: ExpectStatic): Record<string, (api: Api) => Promise<unknown>> => ({
  listSsoConfigurations: async (api) =>
    expect(await api.listSsoConfigurations()).toMatchObject([{ id: SSO, domains: [{ validated: true }, { validated: false }] }]),
  createSsoConfiguration: async (api) =>
    expect(await api.createSsoConfiguration({ body: { type: 'oidc' } })).toMatchObject({ type: 'oidc' }),
  updateSsoConfiguration: async (api) => {
    const oidc = await api.updateSsoConfiguration({ params: { id: SSO }, body: { oidcSecret: 's3cret', groupsAttribute: 'roles' } });
    expect(oidc).toMatchObject({ oidcSecret: '********', groupsAttribute: 'roles', enforceSso: false });
    await api.updateSsoConfiguration({ params: { id: SSO }, body: { enforceSso: true } });
    expect(await api.listSsoConfigurations()).toMatchObject([{ id: SSO, enforceSso: true, groupsAttribute: 'roles' }]);
  },
  deleteSsoConfiguration: (api) => api.deleteSsoConfiguration({ params: { id: SSO } }),
  createSsoConfigurationFromMetadata: (api) => api.createSsoConfigurationFromMetadata({ body: { metadata: IDP_METADATA } }),
  updateSsoConfigurationMetadata: async (api) => {
    const updated = await api.updateSsoConfigurationMetadata({ params: { id: SSO }, body: { metadata: IDP_METADATA } });
    expect(updated).toMatchObject({ idpEntityId: 'https://idp.example.org', ssoEndpoint: 'https://idp.example.org/sso' });
    await expect(api.updateSsoConfigurationMetadata({ params: { id: SSO }, body: { metadata: '<x/>' } })).rejects.toThrow(
      /IDPSSODescriptor/,
    );
  },
  createSsoConfigurationFromMetadataUrl: (api) =>
    api.createSsoConfigurationFromMetadataUrl({ body: { url: 'https://idp.example.org/metadata', configMetadata: { type: 'okta' } } }),
  updateSsoConfigurationMetadataUrl: async (api) => {
    await api.updateSsoConfigurationMetadataUrl({ params: { id: SSO }, body: { url: 'https://idp.example.org/metadata' } });
    await expect(api.updateSsoConfigurationMetadataUrl({ params: { id: SSO }, body: { url: 'http://idp.example.org/m' } })).rejects.toThrow(
      'only https URLs are fetched',
    );
  },
  addSsoDomain: async (api) =>
    expect(await api.addSsoDomain({ params: { id: SSO }, body: { domain: 'Example.org' } })).toMatchObject({ domain: 'example.org' }),
  deleteSsoDomain: (api) => api.deleteSsoDomain({ params: { id: SSO, domainId: 'sso-domain-acme-eu' } }),
  validateSsoDomain: (api) => api.validateSsoDomain({ params: { id: SSO, domainId: 'sso-domain-acme-eu' } }),
  validateSsoDomainV2: async (api) => {
    expect(await api.validateSsoDomainV2({ params: { id: SSO, domainId: 'sso-domain-acme-eu' } })).toMatchObject({ validated: true });
    const { id } = await api.addSsoDomain({ params: { id: SSO }, body: { domain: 'acme.invalid' } });
    await expect(api.validateSsoDomainV2({ params: { id: SSO, domainId: id } })).rejects.toThrow(/was not found on acme.invalid/);
  },
  getSsoDefaultRoles: (api) => api.getSsoDefaultRoles({ params: { id: SSO } }),
  setSsoDefaultRoles: (api) => api.setSsoDefaultRoles({ params: { id: SSO }, body: { roleIds: ['role-support'] } }),
  listSsoGroups: (api) => api.listSsoGroups({ params: { id: SSO } }),
  createSsoGroup: (api) => api.createSsoGroup({ params: { id: SSO }, body: { group: 'Engineers', roleIds: ['role-read-only'] } }),
  updateSsoGroup: (api) => api.updateSsoGroup({ params: { id: SSO, groupId: 'sso-group-support' }, body: { roleIds: [] } }),
  deleteSsoGroup: (api) => api.deleteSsoGroup({ params: { id: SSO, groupId: 'sso-group-support' } }),
  startSsoConnectionTest: async (api) => {
    expect(await api.startSsoConnectionTest({ params: { id: SSO } })).toMatchObject({
      address: expect.stringMatching(/^https:\/\/idp\.acme\.example\.com\/saml\/sso\?/),
    });
    const draft = await api.createSsoConfiguration({ body: { type: 'okta' } });
    await expect(api.startSsoConnectionTest({ params: { id: draft.id } })).rejects.toThrow(/details before testing/);
  },
  getSsoConnectionTest: async (api) => {
    const { id: testId } = await api.startSsoConnectionTest({ params: { id: SSO } });
    expect(await api.getSsoConnectionTest({ params: { id: SSO, testId } })).toEqual({ id: testId, status: 'pending' });
    expect(await api.getSsoConnectionTest({ params: { id: SSO, testId } })).toMatchObject({
      status: 'succeeded',
      identity: { email: 'alan@acme.example.com', groups: ['Support team'] },
    });
    await expect(api.getSsoConnectionTest({ params: { id: SSO, testId: 'sso-test-unknown' } })).rejects.toThrow();
  },
  getOidcConfiguration: (api) => api.getOidcConfiguration(),
});
