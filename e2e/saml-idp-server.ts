import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { createTestIdp, type TestIdp } from '../packages/server/test/peers/saml-idp';

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/**
 * samlify as a SAML identity provider over HTTP, for the browser journeys: its metadata at `/metadata`, a sign-in
 * page at `/sso` (HTTP-Redirect binding: the person types who they are), and the signed response posted to the
 * service provider's ACS by a form the person submits (HTTP-POST binding). The service provider's metadata is read
 * from its entity id, which Gatehouse serves as a URL.
 */
export async function startSamlIdp(groups: string[] = []) {
  const held: { idp?: TestIdp } = {};
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url!, 'http://idp');
      if (url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
        return res.end(held.idp!.idp.getMetadata());
      }
      if (url.pathname === '/sso' && req.method === 'GET') {
        const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
        const requestId = /\bID="([^"]+)"/.exec(request)?.[1] ?? '';
        const issuer = /<(?:saml:)?Issuer[^>]*>([^<]+)</.exec(request)?.[1] ?? '';
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          page(
            'Test identity provider',
            `<form method="post" action="/sso/login">` +
              `<input type="hidden" name="requestId" value="${escape(requestId)}">` +
              `<input type="hidden" name="issuer" value="${escape(issuer)}">` +
              `<input type="hidden" name="RelayState" value="${escape(url.searchParams.get('RelayState') ?? '')}">` +
              `<label>Work email <input name="email" type="email"></label> <button>Sign in to the identity provider</button></form>`,
          ),
        );
      }
      if (url.pathname === '/sso/login' && req.method === 'POST') {
        const form = await formOf(req);
        // Our entity id is our metadata URL (Gatehouse serves it there).
        const spMetadata = await (await fetch(form.get('issuer')!)).text();
        const acs = /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(spMetadata)![1]!;
        const SAMLResponse = await held.idp!.respond(spMetadata, {
          requestId: form.get('requestId')!,
          now: Date.now(),
          nameId: form.get('email')!,
          attributes: { groups, firstName: ['Sam'], lastName: ['Lee'] },
        });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          page(
            'Signed in at the identity provider',
            `<form method="post" action="${escape(acs)}">` +
              `<input type="hidden" name="SAMLResponse" value="${escape(SAMLResponse)}">` +
              `<input type="hidden" name="RelayState" value="${escape(form.get('RelayState') ?? '')}">` +
              `<button>Continue to the application</button></form>`,
          ),
        );
      }
      res.writeHead(404).end();
    })().catch((e: unknown) => {
      res.writeHead(500).end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  held.idp = createTestIdp(`${base}/metadata`, `${base}/sso`);
  return { base, metadataUrl: `${base}/metadata`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
