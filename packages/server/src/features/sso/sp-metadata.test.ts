import * as samlify from 'samlify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTenantAdmin, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { createConnection } from '../../../test/sso-kit';

// samlify names bindings by their short names.
const POST_BINDING = 'post';

describe('SSO: the SAML service-provider metadata at the connection entity id', () => {
  let t: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await newTenantAdmin(t);
  });
  afterAll(() => t.close());

  it('answers XML an IdP reads: the entity id, the ACS URL (HTTP-POST), and the signing certificate when requests are signed', async () => {
    const c = await createConnection(t, admin, { type: 'saml', signRequest: true });
    const res = await t.request('GET', `/sso/saml/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/samlmetadata\+xml/);
    const sp = samlify.ServiceProvider({ metadata: await res.text() });
    expect(sp.entityMeta.getEntityID()).toBe(c.spEntityId);
    expect(sp.entityMeta.getAssertionConsumerService(POST_BINDING)).toBe(c.acsUrl);
    expect(sp.entityMeta.getX509Certificate('signing')).toBeTruthy();
    // Public: no token was sent, and the connection is still switched off (the IdP needs it before the first sign-in).
    expect(c.enabled).toBe(false);
  });

  it('answers 404 in the error format for an unknown id and for an OIDC connection', async () => {
    const oidc = await createConnection(t, admin, { type: 'oidc' });
    for (const id of ['00000000-0000-4000-8000-000000000000', oidc.id]) {
      const res = await t.request('GET', `/sso/saml/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ errorCode: 'sso.not_found', errors: ['SSO configuration not found'] });
    }
  });
});
