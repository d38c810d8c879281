import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, newTenantAdmin, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { certificateToPem } from './idp-metadata';
import { IDP_CERT_1, idpMetadata, SSO, startTxtServer } from '../../../test/sso-kit';

const LEGACY = '/team/resources/sso/v1/saml/configurations';
const LEGACY_GROUPS = '/team/resources/sso/v2/saml/configurations/groups';

describe('SSO: the legacy single-configuration SAML API', () => {
  let dns: Awaited<ReturnType<typeof startTxtServer>>;
  let t: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    dns = await startTxtServer();
    t = await createTestServer({ config: { ssoDnsServers: dns.address } });
    admin = await newTenantAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  it('saves only with a domain; a new domain clears the IdP settings; validates, imports metadata, maps roles and groups', async () => {
    expect((await call(t, admin, 'GET', LEGACY)).body).toEqual({});
    expectError(await call(t, admin, 'GET', `${LEGACY}/vendor-config`), 404, 'sso.not_found');
    expectError(await call(t, admin, 'POST', LEGACY, { ssoEndpoint: 'https://idp.example.test/sso' }), 400, 'sso.domain_required');
    expect((await call(t, admin, 'GET', SSO)).body).toEqual([]);

    const saved = await call(t, admin, 'POST', LEGACY, {
      domain: 'legacy.example.test',
      ssoEndpoint: 'https://idp.example.test/sso',
      publicCertificate: IDP_CERT_1,
      signRequest: true,
      enabled: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body as unknown as { id: string }).id;
    expect(saved.body).toEqual({
      id,
      domain: 'legacy.example.test',
      validated: false,
      generatedVerification: expect.stringMatching(/^gatehouse-verification=/),
      ssoEndpoint: 'https://idp.example.test/sso',
      publicCertificate: certificateToPem(IDP_CERT_1),
      signRequest: true,
      enabled: true,
      acsUrl: `${t.config.publicUrl}/identity/resources/auth/v1/user/saml/postlogin/${id}`,
      spEntityId: `${t.config.publicUrl}/sso/saml/${id}`,
      type: 'saml',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await call(t, admin, 'GET', `${LEGACY}/vendor-config`)).body).toEqual({
      acsUrl: (saved.body as unknown as { acsUrl: string }).acsUrl,
      spEntityId: (saved.body as unknown as { spEntityId: string }).spEntityId,
    });
    // The metadata rows the reference portal reads (wire-compat §2.18): the caller's tenant's, none without a caller.
    expect((await call(t, admin, 'GET', '/metadata?entityName=saml')).body).toEqual({
      rows: [
        {
          isActive: true,
          configuration: {
            acsUrl: (saved.body as unknown as { acsUrl: string }).acsUrl,
            spEntityId: (saved.body as unknown as { spEntityId: string }).spEntityId,
          },
        },
      ],
    });
    expect(await (await t.request('GET', '/metadata?entityName=saml')).json()).toEqual({ rows: [] });
    expect((await call(t, await newTenantAdmin(t), 'GET', '/metadata?entityName=saml')).body).toEqual({ rows: [] });
    // The same domain again keeps the settings; a new one clears them and needs validating again.
    expect((await call(t, admin, 'POST', LEGACY, { domain: 'legacy.example.test', enabled: true })).body).toMatchObject({
      signRequest: true,
    });
    const moved = await call(t, admin, 'POST', LEGACY, { domain: 'moved.example.test' });
    expect(moved.body).toMatchObject({
      id,
      domain: 'moved.example.test',
      validated: false,
      ssoEndpoint: '',
      publicCertificate: '',
      signRequest: false,
    });

    const verification = (moved.body as unknown as { generatedVerification: string }).generatedVerification;
    expectError(await call(t, admin, 'PUT', '/team/resources/sso/v1/saml/validations/domain'), 400, 'sso.domain_record_missing');
    dns.records.set('moved.example.test', [verification]);
    expect((await call(t, admin, 'PUT', '/team/resources/sso/v1/saml/validations/domain')).body).toMatchObject({ validated: true });

    const meta = await call(t, admin, 'PUT', `${LEGACY}/metadata`, { metadata: idpMetadata() });
    expect(meta.body).toMatchObject({
      ssoEndpoint: 'https://idp.example.test/sso/redirect',
      publicCertificate: certificateToPem(IDP_CERT_1),
    });

    expect((await call(t, admin, 'GET', `${LEGACY}/roles/default`)).body).toEqual({ roleIds: [] });
    expect((await call(t, admin, 'POST', `${LEGACY}/roles/default`, { roleIds: [] })).body).toEqual({ roleIds: [] });
    const g = await call(t, admin, 'POST', LEGACY_GROUPS, { group: 'admins' });
    expect(g.status).toBe(201);
    const gid = (g.body as unknown as { id: string }).id;
    expect((await call(t, admin, 'PATCH', `${LEGACY_GROUPS}/${gid}`, { group: 'owners' })).body).toEqual({
      id: gid,
      group: 'owners',
      roleIds: [],
    });
    expect((await call(t, admin, 'GET', LEGACY_GROUPS)).body).toEqual([{ id: gid, group: 'owners', roleIds: [] }]);
    expect((await call(t, admin, 'DELETE', `${LEGACY_GROUPS}/${gid}`)).status).toBe(200);
    // The multi-configuration API sees the same connection.
    expect((await call(t, admin, 'GET', SSO)).body).toEqual([
      expect.objectContaining({ id, domains: [expect.objectContaining({ domain: 'moved.example.test', validated: true })] }),
    ]);
  });
});
