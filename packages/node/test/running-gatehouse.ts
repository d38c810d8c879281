import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '@gatehouse/server';
import { createTestServer, signUpAndActivate, type TestServer } from '../../server/test/harness';

/** A Gatehouse server answering over real HTTP on 127.0.0.1, whose public URL (the issuer) is its own address. */
export interface RunningGatehouse {
  url: string;
  t: TestServer;
  /** Requests for /.well-known/jwks.json served so far. */
  jwksRequests(): number;
  /** Signs a token with the server's active key: a realistic user token, with `claims` on top. */
  mint(claims?: Record<string, unknown>): Promise<string>;
  /** A real session: sign-up, activation link, activation (wire-compat §2.5–2.6). */
  signUp(): ReturnType<typeof signUpAndActivate>;
  close(): Promise<void>;
}

/** The step-up ACR (wire-compat §4.3). */
export const MFA_ACR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';

/** Starts the server: listens first (port 0), then builds it with publicUrl = its address. */
export async function startRunningGatehouse(config: Record<string, unknown> = {}): Promise<RunningGatehouse> {
  // Filled once the server exists (it needs the port for its public URL).
  const target: { fetch?: (req: Request) => Response | Promise<Response> } = {};
  let jwks = 0;
  const server = serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (req) => {
      if (new URL(req.url).pathname === '/.well-known/jwks.json') jwks++;
      return target.fetch ? target.fetch(req) : new Response('starting', { status: 503 });
    },
  });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestServer({ config: { publicUrl: url, ...config } });
  const app = createApp(t.deps);
  target.fetch = (req) => app.fetch(req);
  return {
    url,
    t,
    jwksRequests: () => jwks,
    async mint(claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return t.deps.keys.signJwt({
        sub: 'user-1',
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        tenantId: 'tenant-1',
        tenantIds: ['tenant-1'],
        roles: ['ReadOnly'],
        permissions: ['fe.secure.read.users'],
        metadata: {},
        type: 'userToken',
        sid: 'session-1',
        amr: ['pwd'],
        auth_time: now,
        aud: 'gatehouse',
        iat: now,
        exp: now + 300,
        ...claims,
      });
    },
    signUp: () => signUpAndActivate(t),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}
