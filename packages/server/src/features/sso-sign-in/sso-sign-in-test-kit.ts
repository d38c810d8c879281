import { inflateRawSync } from 'node:zlib';
import { warmSchemaValidator } from '../sso/index';
import { expect } from 'vitest';
import { call, newTenantAdmin, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { createTestIdp, type ResponseFields, type TestIdp } from '../../../test/peers/saml-idp';
import { addDomain, SSO, startTxtServer } from '../../../test/sso-kit';

/** The login endpoints of SSO sign-in (wire-compat §2.10). */
export const PRELOGIN_V2 = '/identity/resources/auth/v2/user/sso/prelogin';
export const PRELOGIN_V1 = '/identity/resources/auth/v1/user/saml/prelogin';
export const SAML_POSTLOGIN = '/identity/resources/auth/v1/user/saml/postlogin';
export const OIDC_POSTLOGIN_V1 = '/identity/resources/auth/v1/user/oidc/postlogin';
export const OIDC_POSTLOGIN_V2 = '/identity/resources/auth/v2/user/oidc/postlogin';

/** A browser: the cookies the server set, sent back on each call. */
export class Browser {
  readonly cookies = new Map<string, string>();
  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res: Response): Response {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  }
}

/** A test server with a loopback DNS server for domain verification, and a tenant admin. */
export async function createSsoSignInBed(config: Record<string, unknown> = {}) {
  // libxml2 compiles on its first use (seconds); pay for it before any test's clock starts.
  await warmSchemaValidator();
  const dns = await startTxtServer();
  const t: TestServer = await createTestServer({ config: { ssoDnsServers: dns.address, ...config } });
  let serial = 0;

  /** A domain added to a connection, its TXT record published and validated. */
  async function verifiedDomain(admin: Caller, connectionId: string, domain: string) {
    const d = await addDomain(t, admin, connectionId, domain);
    dns.records.set(domain, [d.txtRecord]);
    const ok = await call(t, admin, 'PUT', `${SSO}/${connectionId}/domains/${d.id}/validate`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    return d;
  }

  /** A tenant with an enabled SAML connection to a new samlify identity provider, for a new verified domain. */
  async function samlTenant(settings: Record<string, unknown> = {}) {
    serial += 1;
    const admin = await newTenantAdmin(t);
    const idp = createTestIdp(`https://idp${serial}.example.test/metadata`, `https://idp${serial}.example.test/sso`);
    const created = await call(t, admin, 'POST', `${SSO}/metadata`, { metadata: idp.idp.getMetadata() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as unknown as { id: string }).id;
    const domain = `corp${serial}-${Math.random().toString(36).slice(2, 8)}.example`;
    await verifiedDomain(admin, id, domain);
    const enabled = await call(t, admin, 'PATCH', `${SSO}/${id}`, { enabled: true, ...settings });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    return { admin, idp, id, domain };
  }

  /** The pre-login, as the login box calls it (the binding cookie kept by the browser). */
  async function prelogin(browser: Browser, email: string, path = PRELOGIN_V2, extra: Record<string, unknown> = {}) {
    const res = browser.keep(await t.request('POST', path, { body: { email, ...extra }, cookie: browser.header }));
    expect(res.status).toBe(200);
    return (await res.json()) as { address?: string; idpType?: string; addressType?: string };
  }

  /** The identity provider's answer to the AuthnRequest in `address` (the samlify IdP signs it). */
  async function idpAnswer(idp: TestIdp, connectionId: string, address: string, fields: Partial<ResponseFields> = {}) {
    const url = new URL(address);
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    const requestId = /\bID="([^"]+)"/.exec(request)![1]!;
    const metadata = await (await t.request('GET', `/sso/saml/${connectionId}`)).text();
    const SAMLResponse = await idp.respond(metadata, { requestId, now: t.clock.now(), ...fields });
    return { SAMLResponse, RelayState: url.searchParams.get('RelayState')! };
  }

  /** The identity provider's form post to the connection's assertion consumer service. */
  const acs = (connectionId: string, post: { SAMLResponse: string; RelayState: string }) =>
    t.request('POST', `${SAML_POSTLOGIN}/${connectionId}`, {
      rawBody: new URLSearchParams(post).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.example.test' },
    });

  /** The whole SAML journey up to the login box's callback: the handoff code the ACS redirected with. */
  async function throughIdp(browser: Browser, tenant: { idp: TestIdp; id: string }, email: string, fields: Partial<ResponseFields> = {}) {
    const answer = await prelogin(browser, email);
    expect(answer).toMatchObject({ idpType: 'saml', addressType: 'sso', address: expect.any(String) });
    const post = await idpAnswer(tenant.idp, tenant.id, answer.address!, { nameId: email, ...fields });
    const res = await acs(tenant.id, post);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    return { location, post, handoff: location.searchParams.get('RelayState') };
  }

  /** The login box's post-login call. */
  const postlogin = (browser: Browser, path: string, body: Record<string, unknown>) =>
    t.request('POST', path, { body, cookie: browser.header }).then((r) => browser.keep(r));

  return {
    t,
    dns,
    samlTenant,
    verifiedDomain,
    prelogin,
    idpAnswer,
    acs,
    throughIdp,
    postlogin,
    async close() {
      await t.close();
      await dns.close();
    },
  };
}

export type SsoSignInBed = Awaited<ReturnType<typeof createSsoSignInBed>>;
