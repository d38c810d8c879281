import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's body as form fields (token requests are form-encoded). */
export async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Answers JSON. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts a loopback HTTP server; resolves to its base URL and a close function. */
export async function serveHttp(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<{ base: string; server: Server; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((e: unknown) => json(res, 500, { error: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Sends the browser back to the client with a code and the request's state (an authorization endpoint's answer). */
export function redirectWithCode(res: ServerResponse, request: URL, code: string): void {
  const redirect = new URL(request.searchParams.get('redirect_uri')!);
  redirect.searchParams.set('code', code);
  redirect.searchParams.set('state', request.searchParams.get('state') ?? '');
  res.writeHead(302, { location: redirect.toString() });
  res.end();
}

/** Takes a code's grant once (a second use finds nothing). */
export function takeGrant<T>(codes: Map<string, T>, form: URLSearchParams): T | undefined {
  const code = form.get('code') ?? '';
  const grant = codes.get(code);
  codes.delete(code);
  return grant;
}
