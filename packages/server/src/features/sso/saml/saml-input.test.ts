import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAML_RESPONSE_CHARS } from './saml-input';
import { useSamlTestbed } from './saml-test-kit';
import { decode, encode } from '../../../../test/peers/saml-idp';

// Negative corpus, the parser's side (SECURITY.md V9): no DTD, no external entity, bounded size,
// schema before use. Each refused before any signature code runs, and fast.
describe('SAML responses: what reaches the XML parser', () => {
  const kit = useSamlTestbed();
  let listener: Server;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  const port = () => (listener.address() as { port: number }).port;
  /** A genuine response with `prolog` put before its root element. */
  const withProlog = async (prolog: string, body?: (xml: string) => string) => {
    const post = await kit.bed.genuine(kit.connection, kit.idp);
    const xml = decode(post.SAMLResponse);
    return { ...post, SAMLResponse: encode(prolog + (body ? body(xml) : xml)) };
  };

  it('refuses a DOCTYPE, an external entity (nothing is fetched) and entity expansion, each within 100 ms', async () => {
    const laughs =
      '<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa">' +
      Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`,
      ).join('') +
      ']>';
    const cases = [
      await withProlog('<!DOCTYPE samlp:Response>'),
      await withProlog(`<!DOCTYPE r [<!ENTITY xxe SYSTEM "http://127.0.0.1:${port()}/x">]>`, (xml) =>
        xml.replace('alice@corp.example<', '&xxe;<'),
      ),
      await withProlog(laughs, (xml) => xml.replace('alice@corp.example<', '&j;<')),
      await withProlog('<?xml version="1.0" encoding="UTF-8"?><!doctype r>'),
    ];
    for (const post of cases) {
      const started = performance.now();
      await kit.bed.expectRefused(post, 'dtd');
      expect(performance.now() - started).toBeLessThan(100);
    }
    expect(connections).toBe(0);
  });

  it('refuses a response over the size limit before decoding it', async () => {
    const post = await kit.bed.genuine(kit.connection, kit.idp);
    await kit.bed.expectRefused({ ...post, SAMLResponse: 'A'.repeat(MAX_SAML_RESPONSE_CHARS + 4) }, 'too_large');
  });

  it('refuses what is not base64, not UTF-8, or not there', async () => {
    const post = await kit.bed.genuine(kit.connection, kit.idp);
    await kit.bed.expectRefused(
      { ...post, SAMLResponse: `${post.SAMLResponse.slice(0, 40)}!${post.SAMLResponse.slice(41)}` },
      'malformed',
      /base64/,
    );
    await kit.bed.expectRefused(
      { ...post, SAMLResponse: Buffer.from([0x3c, 0x61, 0xff, 0xfe, 0x3e, 0x00]).toString('base64') },
      'malformed',
      /UTF-8/,
    );
    await kit.bed.expectRefused({ ...post, SAMLResponse: 42 }, 'malformed');
    await kit.bed.expectRefused({ RelayState: post.RelayState }, 'malformed');
  });

  it('refuses a declared encoding other than UTF-8', async () => {
    await kit.bed.expectRefused(await withProlog('<?xml version="1.0" encoding="ISO-8859-1"?>'), 'malformed', /encoding/);
  });

  it('refuses a document the SAML schema does not allow, before our parser sees it', async () => {
    const post = await kit.bed.genuine(kit.connection, kit.idp);
    const xml = decode(post.SAMLResponse);
    await kit.bed.expectRefused({ ...post, SAMLResponse: encode(xml.replace(/<samlp:Status>.*?<\/samlp:Status>/, '')) }, 'schema');
    await kit.bed.expectRefused({ ...post, SAMLResponse: encode(xml.replace('</samlp:Response>', '')) }, 'schema');
    await kit.bed.expectRefused({ ...post, SAMLResponse: encode(xml.replace('<saml:Subject>', '<saml:Bogus/><saml:Subject>')) }, 'schema');
  });

  it('refuses a schema-valid protocol message that is not a Response', async () => {
    const post = await kit.bed.genuine(kit.connection, kit.idp);
    const logout =
      '<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_l1" Version="2.0" IssueInstant="2026-01-01T00:00:00Z">' +
      '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:LogoutResponse>';
    await kit.bed.expectRefused({ ...post, SAMLResponse: encode(logout) }, 'structure', /not a protocol Response/);
  });

  it('refuses a processing instruction inside the document', async () => {
    const post = await kit.bed.genuine(kit.connection, kit.idp);
    const xml = decode(post.SAMLResponse).replace('alice@corp.example<', 'alice@corp.example<?pi data?><');
    await kit.bed.expectRefused({ ...post, SAMLResponse: encode(xml) }, 'structure', /processing instruction/);
  });
});
