import { describe, expect, it } from 'vitest';
import { useSamlTestbed, type SamlTestbed } from './saml-test-kit';
import { createTestIdp, newSamlId } from '../../../../test/peers/saml-idp';

const MINUTE = 60_000;

// Negative corpus, what a validly signed response must be bound to: our SP, this request, this
// connection, now, and once. Every case is refused for the reason named, and nothing is recorded.
describe('SAML responses: audience, destination, time, request and replay', () => {
  const kit = useSamlTestbed();

  const genuine = (fields: Parameters<SamlTestbed['genuine']>[2] = {}) => kit.bed.genuine(kit.connection, kit.idp, fields);

  it('refuses an assertion for another audience', async () => {
    await kit.bed.expectRefused(await genuine({ audience: 'https://other-sp.example.test' }), 'validator', /audience/i);
  });

  it('refuses a response addressed to another Destination', async () => {
    await kit.bed.expectRefused(await genuine({ destination: 'https://other-sp.example.test/acs' }), 'destination');
  });

  it('refuses a subject confirmation for another Recipient', async () => {
    await kit.bed.expectRefused(await genuine({ recipient: 'https://other-sp.example.test/acs' }), 'recipient');
  });

  it('refuses a response whose issuer is not the connection’s identity provider', async () => {
    // Same key, another entity id: only the issuer check tells them apart.
    await kit.bed.expectRefused(await genuine({ issuer: 'https://idp.example.test/another-entity' }), 'issuer', /response issuer/);
  });

  it('refuses an expired assertion by the server clock', async () => {
    const post = await genuine();
    kit.bed.t.clock.advance(6 * MINUTE); // past NotOnOrAfter (5 minutes) and the skew, before the request expires
    await kit.bed.expectRefused(post, 'time', /expired/);
  });

  it('refuses an assertion not yet valid by the server clock', async () => {
    const post = await genuine({ notBefore: kit.bed.t.clock.now() + 3 * MINUTE, notOnOrAfter: kit.bed.t.clock.now() + 8 * MINUTE });
    // node-saml (system clock) refuses it too; ours is the server clock, so move it back to hold ours alone to it.
    kit.bed.t.clock.advance(-3 * MINUTE);
    await kit.bed.expectRefused(post, 'validator', /not yet valid/);
    const ours = await genuine({ notBefore: kit.bed.t.clock.now() + 3 * MINUTE });
    await kit.bed.expectRefused(ours, 'time', /not yet valid/);
  });

  it('accepts a response within the clock skew', async () => {
    const post = await genuine();
    kit.bed.t.clock.advance(5 * MINUTE + 30_000); // 30 s past NotOnOrAfter: within the 60 s skew
    expect((await kit.bed.finish(post)).email).toBe('alice@corp.example');
  });

  it('refuses a response to an unknown request (InResponseTo)', async () => {
    const post = await genuine();
    const unknown = await kit.idp.respond(await kit.bed.engine.spMetadata(kit.connection), {
      requestId: newSamlId(),
      now: kit.bed.t.clock.now(),
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: unknown }, 'validator', /InResponseTo/);
  });

  it('refuses a response whose subject confirmation answers another request', async () => {
    const post = await genuine();
    const other = await kit.bed.begin(kit.connection);
    // The response names this RelayState's request; the signed subject confirmation names another.
    const mixed = await kit.idp.respond(await kit.bed.engine.spMetadata(kit.connection), {
      requestId: post.requestId,
      now: kit.bed.t.clock.now(),
    });
    const xml = Buffer.from(mixed, 'base64')
      .toString('utf8')
      .replace(/(<saml:SubjectConfirmationData[^>]*InResponseTo=")[^"]+"/, `$1${other.requestId}"`);
    // Editing the signed part breaks its signature: the validator refuses first.
    await kit.bed.expectRefused({ ...post, SAMLResponse: Buffer.from(xml).toString('base64') }, 'validator');
  });

  it('refuses a response to a request of this connection bound to another RelayState', async () => {
    const first = await kit.bed.begin(kit.connection);
    const second = await kit.bed.begin(kit.connection);
    const toFirst = await kit.idp.respond(await kit.bed.engine.spMetadata(kit.connection), {
      requestId: first.requestId,
      now: kit.bed.t.clock.now(),
    });
    await kit.bed.expectRefused({ SAMLResponse: toFirst, RelayState: second.relayState }, 'validator', /InResponseTo/);
  });

  it('refuses a response used twice (the request is spent)', async () => {
    const post = await genuine();
    expect((await kit.bed.finish(post)).nameId).toBe('alice@corp.example');
    await kit.bed.expectRefused(post, 'unknown_request');
  });

  it('refuses a replayed assertion id in a response to a new request', async () => {
    const assertionId = newSamlId();
    expect((await kit.bed.finish(await genuine({ assertionId }))).nameId).toBe('alice@corp.example');
    await kit.bed.expectRefused(await genuine({ assertionId }), 'replay', /assertion seen before/);
  });

  it('refuses a RelayState that was never issued, or is missing', async () => {
    const post = await genuine();
    await kit.bed.expectRefused({ ...post, RelayState: 'x'.repeat(43) }, 'unknown_request');
    await kit.bed.expectRefused({ SAMLResponse: post.SAMLResponse }, 'unknown_request');
  });

  it('refuses a request that has expired (10 minutes)', async () => {
    const started = await kit.bed.begin(kit.connection);
    kit.bed.t.clock.advance(11 * MINUTE);
    const post = await kit.idp.respond(await kit.bed.engine.spMetadata(kit.connection), {
      requestId: started.requestId,
      now: kit.bed.t.clock.now(),
    });
    await kit.bed.expectRefused({ SAMLResponse: post, RelayState: started.relayState }, 'unknown_request');
  });

  it('refuses a response from another connection’s identity provider to this connection’s request', async () => {
    const otherIdp = createTestIdp('https://other-idp.example.test/metadata');
    kit.bed.addConnection(otherIdp);
    await kit.bed.expectRefused(await kit.bed.genuine(kit.connection, otherIdp), 'validator', /signature/i);
  });

  it('refuses a response for another connection posted with this connection’s RelayState (same identity provider)', async () => {
    const sibling = kit.bed.addConnection(kit.idp); // the same identity provider serves another tenant's connection
    const mine = await kit.bed.begin(kit.connection);
    const theirs = await kit.bed.genuine(sibling, kit.idp);
    await kit.bed.expectRefused({ SAMLResponse: theirs.SAMLResponse, RelayState: mine.relayState }, 'validator', /InResponseTo/);
    // And the other way round: their RelayState, a response made for our request.
    const forMine = await kit.idp.respond(await kit.bed.engine.spMetadata(kit.connection), {
      requestId: mine.requestId,
      now: kit.bed.t.clock.now(),
    });
    await kit.bed.expectRefused({ SAMLResponse: forMine, RelayState: theirs.RelayState }, 'validator', /InResponseTo|audience/i);
  });

  it('refuses any response once the connection is disabled, or gone', async () => {
    const later = kit.bed.addConnection(kit.idp);
    const post = await kit.bed.genuine(later, kit.idp);
    later.enabled = false;
    await kit.bed.expectRefused(post, 'connection_disabled');
    const gone = kit.bed.addConnection(kit.idp);
    const orphan = await kit.bed.genuine(gone, kit.idp);
    gone.tenantId = 'tenant-elsewhere'; // the lookup no longer finds it in the request's tenant
    await kit.bed.expectRefused(orphan, 'connection');
  });
});
