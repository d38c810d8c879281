import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, expectError, newTenantAdmin, rowCounts, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { isPublicAddress } from './address-policy';
import { certificateToPem } from './idp-metadata';
import { fetchDocument, type FetchPolicy } from './metadata-fetch';
import { createConnection, IDP_CERT_1, IDP_CERT_2, idpMetadata, SSO, startHttpServer } from '../../../test/sso-kit';

const pem = (cert: string) => certificateToPem(cert)!;

describe('SSO metadata import', () => {
  let t: TestServer;
  let admin: Caller;
  let idp: { url: string; server: Server };
  let served = idpMetadata();
  beforeAll(async () => {
    // A test network: the metadata server listens on loopback over http.
    t = await createTestServer({ config: { ssoMetadataAllowHttp: true, ssoMetadataAllowPrivateAddresses: true } });
    admin = await newTenantAdmin(t);
    idp = await startHttpServer((req, res) => {
      if (req.url === '/huge') return res.end('<x>'.padEnd(2_000_000, ' '));
      if (req.url === '/missing') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/xml' }).end(served);
    });
  });
  afterAll(async () => {
    idp.server.close();
    await t.close();
  });

  it('creates a SAML connection from metadata XML: issuer, sign-in URL and every signing certificate', async () => {
    const r = await call(t, admin, 'POST', `${SSO}/metadata`, {
      metadata: idpMetadata('https://idp.example.test/a', [IDP_CERT_1, IDP_CERT_2]),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      type: 'saml',
      idpEntityId: 'https://idp.example.test/a',
      ssoEndpoint: 'https://idp.example.test/sso/redirect',
      publicCertificate: pem(IDP_CERT_1),
    });
    const id = (r.body as unknown as { id: string }).id;
    const connection = (await t.deps.sso.lookup.get(id))!;
    expect(connection).toMatchObject({ ssoBinding: 'redirect', certificates: [pem(IDP_CERT_1), pem(IDP_CERT_2)] });
    const [audit] = await auditRows(t, 'sso.metadata.imported', id);
    expect(JSON.parse(audit!.data)).toEqual({ source: 'xml', entityId: 'https://idp.example.test/a', certificates: 2 });
    // Sending the first certificate back unchanged keeps the rollover's second one.
    await call(t, admin, 'PATCH', `${SSO}/${id}`, { publicCertificate: pem(IDP_CERT_1) });
    expect((await t.deps.sso.lookup.get(id))!.certificates).toHaveLength(2);
    // New metadata replaces what the old said.
    const again = await call(t, admin, 'PUT', `${SSO}/${id}/metadata`, {
      metadata: idpMetadata('https://idp.example.test/b', [IDP_CERT_2]),
    });
    expect(again.body).toMatchObject({ idpEntityId: 'https://idp.example.test/b', publicCertificate: pem(IDP_CERT_2) });
  });

  it('refuses what is not SAML IdP metadata with a clear 400, writing nothing', async () => {
    const c = await createConnection(t, admin);
    const before = await rowCounts(t, ['sso_connections', 'audit_log']);
    const noIdp = idpMetadata().replace(/IDPSSODescriptor/g, 'SPSSODescriptor');
    const cases: [string, RegExp][] = [
      ['<EntityDescriptor', /cannot be parsed/],
      ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>', /document type declarations/],
      ['<root/>', /no EntityDescriptor/],
      [noIdp, /no EntityDescriptor/],
      [idpMetadata().replace(/<ds:X509Certificate>[^<]+</g, '<ds:X509Certificate>bm90IGEgY2VydA==<'), /not a valid X.509/],
      [idpMetadata().replace(/Location="https:/g, 'Location="javascript:'), /not an http\(s\) URL/],
    ];
    for (const [metadata, message] of cases) {
      for (const [method, path] of [
        ['POST', `${SSO}/metadata`],
        ['PUT', `${SSO}/${c.id}/metadata`],
      ] as const) {
        const r = await call(t, admin, method, path, { metadata });
        expectError(r, 400, 'sso.metadata_invalid');
        expect(r.body.errors![0]).toMatch(message);
      }
    }
    expect(await rowCounts(t, ['sso_connections', 'audit_log'])).toEqual(before);
  });

  it('fetches metadata from a URL (create, and apply with settings)', async () => {
    served = idpMetadata('https://idp.example.test/by-url');
    const r = await call(t, admin, 'POST', `${SSO}/metadata-url`, { url: `${idp.url}/metadata`, configMetadata: { type: 'okta' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ type: 'okta', idpEntityId: 'https://idp.example.test/by-url' });
    const id = (r.body as unknown as { id: string }).id;
    served = idpMetadata('https://idp.example.test/by-url-2');
    const put = await call(t, admin, 'PUT', `${SSO}/${id}/metadata-url`, { url: `${idp.url}/metadata`, configMetadata: { enabled: true } });
    expect(put.body).toMatchObject({ enabled: true, idpEntityId: 'https://idp.example.test/by-url-2' });
    expect(JSON.parse((await auditRows(t, 'sso.metadata.imported', id))[1]!.data)).toMatchObject({ source: 'url' });
    expectError(await call(t, admin, 'POST', `${SSO}/metadata-url`, { url: `${idp.url}/missing` }), 422, 'sso.metadata_fetch_failed');
    expectError(await call(t, admin, 'POST', `${SSO}/metadata-url`, { url: `${idp.url}/huge` }), 422, 'sso.metadata_fetch_failed');
  });

  it('by default fetches over https from public addresses only (SSRF)', async () => {
    const strict = await createTestServer();
    try {
      const a = await newTenantAdmin(strict);
      const port = new URL(idp.url).port;
      const refused = [
        `${idp.url}/metadata`, // http
        `https://127.0.0.1:${port}/metadata`, // loopback
        `https://localhost:${port}/metadata`, // a name resolving to loopback
        'https://169.254.169.254/latest/meta-data', // cloud metadata
        'https://10.1.2.3/metadata',
        'https://[::1]/metadata',
        'https://[::ffff:127.0.0.1]/metadata',
        'https://[fd00::1]/metadata',
        'https://user:pass@idp.example.test/metadata',
        'file:///etc/passwd',
        'not a url',
      ];
      for (const url of refused)
        expectError(await call(strict, a, 'POST', `${SSO}/metadata-url`, { url }), 400, 'sso.metadata_url_refused');
      expect(await rowCounts(strict, ['sso_connections'])).toEqual({ sso_connections: 0 });
    } finally {
      await strict.close();
    }
  });
});

describe('the metadata fetch', () => {
  const policy = (over: Partial<FetchPolicy> = {}): FetchPolicy => ({
    allowHttp: true,
    addressAllowed: (address) => address === '127.0.0.1',
    timeoutMs: 1_000,
    maxBytes: 1_000,
    maxRedirects: 3,
    ...over,
  });

  it('follows a redirect only to an allowed address, and checks each hop', async () => {
    const target = await startHttpServer((_req, res) => res.end('<ok/>'));
    const port = new URL(target.url).port;
    const hops = await startHttpServer((req, res) => {
      const to = req.url === '/to-allowed' ? `${target.url}/doc` : `http://127.0.0.2:${port}/doc`;
      res.writeHead(302, { location: to }).end();
    });
    try {
      expect(await fetchDocument(`${hops.url}/to-allowed`, policy())).toBe('<ok/>');
      await expect(fetchDocument(`${hops.url}/to-refused`, policy())).rejects.toMatchObject({ code: 'sso.metadata_url_refused' });
      await expect(fetchDocument(`${hops.url}/to-allowed`, policy({ maxRedirects: 0 }))).rejects.toMatchObject({
        code: 'sso.metadata_fetch_failed',
      });
    } finally {
      target.server.close();
      hops.server.close();
    }
  });

  it('connects to the address the name resolved to (no second DNS answer), and refuses a name with any refused address', async () => {
    const server = await startHttpServer((req, res) => res.end(`host=${req.headers.host}`));
    const port = new URL(server.url).port;
    try {
      const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
      expect(await fetchDocument(`http://idp.example.test:${port}/`, policy({ resolve }))).toBe(`host=idp.example.test:${port}`);
      const mixed = async () => [
        { address: '127.0.0.1', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ];
      await expect(fetchDocument(`http://idp.example.test:${port}/`, policy({ resolve: mixed }))).rejects.toMatchObject({
        code: 'sso.metadata_url_refused',
      });
    } finally {
      server.server.close();
    }
  });

  it('gives up after the timeout and past the size limit', async () => {
    const slow = await startHttpServer(() => undefined);
    const big = await startHttpServer((_req, res) => res.end('x'.repeat(5_000)));
    try {
      await expect(fetchDocument(`${slow.url}/`, policy({ timeoutMs: 200 }))).rejects.toMatchObject({
        code: 'sso.metadata_fetch_failed',
        message: expect.stringMatching(/no answer within/),
      });
      await expect(fetchDocument(`${big.url}/`, policy())).rejects.toMatchObject({ message: expect.stringMatching(/larger than/) });
    } finally {
      slow.server.closeAllConnections();
      slow.server.close();
      big.server.close();
    }
  });

  it('classifies addresses', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:7f00:1',
      '64:ff9b::10.0.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
