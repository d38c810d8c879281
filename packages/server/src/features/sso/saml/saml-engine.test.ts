import { X509Certificate } from 'node:crypto';
import * as samlify from 'samlify';
import { describe, expect, it } from 'vitest';
import { spKeyRow } from './saml-requests.store';
import { useSamlTestbed } from './saml-test-kit';
import { createTestIdp } from '../../../../test/peers/saml-idp';
import { createSamlEngine } from './saml-engine';
import { resolveMasterKey } from '../../../lib/master-key';

describe('the SAML service provider: metadata, sign-in request, genuine responses', () => {
  const kit = useSamlTestbed();

  it('publishes metadata an identity provider reads: entity id, ACS over HTTP-POST, signed assertions, the signing certificate when requests are signed', async () => {
    const plain = kit.bed.addConnection(kit.idp);
    const signing = kit.bed.addConnection(kit.idp, { signRequest: true });
    const readPlain = samlify.ServiceProvider({ metadata: await kit.bed.engine.spMetadata(plain) }).entityMeta;
    expect(readPlain.getEntityID()).toBe(plain.spEntityId);
    expect(readPlain.getAssertionConsumerService('post')).toBe(plain.acsUrl);
    expect(readPlain.isWantAssertionsSigned()).toBe(true);
    expect(readPlain.isAuthnRequestSigned()).toBe(false);
    expect(readPlain.getX509Certificate('signing')).toBeFalsy();

    const readSigning = samlify.ServiceProvider({ metadata: await kit.bed.engine.spMetadata(signing) }).entityMeta;
    expect(readSigning.isAuthnRequestSigned()).toBe(true);
    const published = new X509Certificate(Buffer.from(String(readSigning.getX509Certificate('signing')), 'base64'));
    const stored = await spKeyRow(kit.bed.t.deps.db.kysely);
    expect(published.fingerprint256).toBe(new X509Certificate(stored!.certificate).fingerprint256);
    // Sealed at rest: the stored private key is not a PEM.
    expect(stored!.private_key).not.toContain('PRIVATE KEY');
  });

  it('keeps one SP key across engines (restarts, other processes)', async () => {
    const again = createSamlEngine({
      db: kit.bed.t.deps.db.kysely,
      clock: kit.bed.t.clock,
      log: kit.bed.t.deps.log,
      masterKey: resolveMasterKey(kit.bed.t.config),
    });
    const connection = kit.bed.addConnection(kit.idp, { signRequest: true });
    expect(await again.spMetadata(connection)).toContain((await spKeyRow(kit.bed.t.deps.db.kysely))!.certificate.split('\n')[1]);
  });

  it('sends a signed AuthnRequest over HTTP-Redirect that the identity provider verifies against our metadata', async () => {
    const connection = kit.bed.addConnection(kit.idp, { signRequest: true });
    const started = await kit.bed.begin(connection);
    expect(started.url.origin + started.url.pathname).toBe(connection.ssoEndpoint);
    expect(started.url.searchParams.get('RelayState')).toBe(started.relayState);
    expect(started.relayState).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The binding's signed octets are the query as sent, without the Signature.
    const raw = started.url.search.slice(1).split('&');
    const query = Object.fromEntries(started.url.searchParams);
    const octetString = raw.filter((kv) => !kv.startsWith('Signature=')).join('&');
    const sp = samlify.ServiceProvider({ metadata: await kit.bed.engine.spMetadata(connection) });
    const parsed = await kit.idp.idp.parseLoginRequest(sp, 'redirect', { query, octetString });
    expect(parsed.extract.request?.id).toBe(started.requestId);
    expect(parsed.extract.issuer).toBe(connection.spEntityId);
    expect(parsed.samlContent).toContain(`AssertionConsumerServiceURL="${connection.acsUrl}"`);
    expect(parsed.samlContent).toContain(`Destination="${connection.ssoEndpoint}"`);

    // The same query with the RelayState changed no longer verifies.
    const tampered = octetString.replace(/RelayState=[^&]+/, 'RelayState=other');
    await expect(kit.idp.idp.parseLoginRequest(sp, 'redirect', { query, octetString: tampered })).rejects.toThrow(/SIGNATURE/);
  });

  it('sends an unsigned AuthnRequest when the connection does not sign', async () => {
    const started = await kit.bed.begin(kit.bed.addConnection(kit.idp));
    expect(started.url.searchParams.has('Signature')).toBe(false);
    expect(started.url.searchParams.has('SigAlg')).toBe(false);
  });

  it('refuses to start a sign-in on a disabled connection', async () => {
    await expect(kit.bed.engine.startLogin(kit.bed.addConnection(kit.idp, { enabled: false }))).rejects.toMatchObject({
      code: 'sso.saml_refused',
    });
  });

  const attributes = {
    email: ['Alice@Corp.Example'],
    givenName: ['Alice'],
    sn: ['Liddell'],
    groups: ['engineering', 'admins', 'engineering'],
    department: ['R&D <core>'],
  };

  it('accepts a genuine response with a signed assertion: the identity, names, groups and attributes, and the returnTo', async () => {
    const connection = kit.bed.addConnection(kit.idp);
    const started = await kit.bed.begin(connection, '/after/login?x=1');
    const SAMLResponse = await kit.idp.respond(await kit.bed.engine.spMetadata(connection), {
      requestId: started.requestId,
      now: kit.bed.t.clock.now(),
      nameId: 'Alice@Corp.Example',
      sessionIndex: '_idp-session-7',
      attributes,
    });
    const identity = await kit.bed.finish({ SAMLResponse, RelayState: started.relayState });
    expect(identity).toEqual({
      connectionId: connection.id,
      tenantId: connection.tenantId,
      nameId: 'Alice@Corp.Example',
      nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      email: 'alice@corp.example',
      emailVerifiedByIdp: true,
      firstName: 'Alice',
      lastName: 'Liddell',
      name: 'Alice Liddell',
      groups: ['engineering', 'admins'],
      attributes,
      sessionIndex: '_idp-session-7',
      returnTo: '/after/login?x=1',
    });
    expect(await kit.bed.recorded()).toBe(2); // the request spent, the assertion id remembered
  });

  it('accepts a genuine response signed as a whole as well as in its assertion', async () => {
    const connection = kit.bed.addConnection(kit.idp);
    const post = await kit.bed.genuine(connection, kit.idp, { signResponse: true, attributes: { groups: ['g1'] } });
    const xml = Buffer.from(post.SAMLResponse, 'base64').toString('utf8');
    expect(xml.match(/<ds:Signature[ >]/g)).toHaveLength(2);
    const identity = await kit.bed.finish(post);
    expect(identity).toMatchObject({ nameId: 'alice@corp.example', email: 'alice@corp.example', groups: ['g1'] });
    expect(identity.returnTo).toBeUndefined();
  });

  it("reads groups from the connection's groups attribute only, when it names one", async () => {
    const connection = kit.bed.addConnection(kit.idp, { groupsAttribute: 'http://schemas.example/roles' });
    const post = await kit.bed.genuine(connection, kit.idp, {
      attributes: { groups: ['ignored'], 'http://schemas.example/roles': ['r1', 'r2'] },
    });
    expect((await kit.bed.finish(post)).groups).toEqual(['r1', 'r2']);
  });

  it('accepts a certificate given as bare base64, and any of several (rollover)', async () => {
    const old = createTestIdp(kit.idp.entityId);
    const bare = kit.idp.keys.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '');
    const connection = kit.bed.addConnection(kit.idp, { idpCertificates: [old.keys.certificatePem, bare] });
    expect((await kit.bed.finish(await kit.bed.genuine(connection, kit.idp))).nameId).toBe('alice@corp.example');
  });

  it('takes the email from an email attribute when the NameID is opaque, and refuses a response that carries none', async () => {
    const connection = kit.bed.addConnection(kit.idp);
    const opaque = { nameId: 'u-81723', nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent' };
    const withMail = await kit.bed.genuine(connection, kit.idp, {
      ...opaque,
      attributes: { 'urn:oid:0.9.2342.19200300.100.1.3': ['bob@corp.example'] },
    });
    expect(await kit.bed.finish(withMail)).toMatchObject({ nameId: 'u-81723', email: 'bob@corp.example' });
    await kit.bed.expectRefused(await kit.bed.genuine(connection, kit.idp, opaque), 'no_email');
  });
});
