import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { createApp } from '../app';

/** One raw HTTP/1.1 request: the body written in the given chunks, with or without a declared length. */
function send(port: number, path: string, chunks: string[], declareLength: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(declareLength ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer 413 and close before the whole body is written.
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    for (const c of chunks) req.write(c);
    req.end();
  });
}

// The body limit over a real socket: a declared length is judged from the header (the body is then read
// straight from the socket), a streamed body of unknown length is counted while it is read.
describe('request body limit over HTTP', () => {
  let t: TestServer;
  let server: ServerType;
  let port: number;
  const path = '/identity/resources/users/v1/signUp';

  beforeAll(async () => {
    t = await createTestServer({ config: { maxBodyBytes: 4096 } });
    server = serve({ fetch: createApp(t.deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  const big = JSON.stringify({ email: 'big@example.com', companyName: 'x'.repeat(5000) });
  const small = JSON.stringify({ email: 'not-an-email' });

  for (const declareLength of [true, false]) {
    const how = declareLength ? 'declared length' : 'chunked';
    it(`${how}: over the limit → 413 in the §8 format`, async () => {
      const r = await send(port, path, [big.slice(0, 2000), big.slice(2000)], declareLength);
      expect(r.status).toBe(413);
      expect(JSON.parse(r.body).errors).toEqual(['Error request is too large']);
    });
    it(`${how}: within the limit → the body reaches validation`, async () => {
      const r = await send(port, path, [small.slice(0, 5), small.slice(5)], declareLength);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body).errors.join(' ')).toMatch(/email/i);
    });
  }
});
