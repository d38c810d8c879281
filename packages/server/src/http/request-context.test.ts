import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { actingAs, cliContext, type RequestContext } from '../kernel/request-context';
import type { Caller } from './guard';
import { requestContextOf } from './request-context';

/** The context a request with `caller` gets, from 203.0.113.5 (a trusted proxy says so) with a user agent and request id. */
async function contextFor(caller?: Caller): Promise<RequestContext> {
  const app = new Hono();
  let ctx: RequestContext | undefined;
  app.get('/', (c) => {
    c.set('requestId' as never, 'req-1' as never);
    ctx = requestContextOf(c, true, caller);
    return c.text('ok');
  });
  await app.request('/', { headers: { 'x-forwarded-for': '203.0.113.5', 'user-agent': 'probe/1.0' } });
  return ctx!;
}

const request = { requestId: 'req-1', ip: '203.0.113.5', userAgent: 'probe/1.0' };
const auth = {
  userId: 'u-1',
  tenantId: 't-1',
  sessionId: 's-1',
  email: 'a@example.com',
  roles: [],
  permissions: [],
  amr: ['pwd'],
  authTime: 0,
};

describe('the request context', () => {
  it('names the caller as the audit trail records it: the user in their tenant, the vendor credential, the API token, nobody', async () => {
    expect(await contextFor()).toEqual({ ...request, source: 'anonymous', actorId: null, tenantId: null });
    expect(await contextFor({ auth, vendor: null })).toEqual({ ...request, source: 'user', actorId: 'u-1', tenantId: 't-1' });
    expect(await contextFor({ auth: null, vendor: { credentialId: 'cred-1', vendorId: 'default' } })).toEqual({
      ...request,
      source: 'vendor',
      actorId: 'cred-1',
      tenantId: null,
    });
    const apiToken = {
      tokenId: 'tok-1',
      type: 'tenantApiToken' as const,
      tenantId: 't-2',
      userId: null,
      roles: [],
      permissions: [],
      expires: null,
    };
    expect(await contextFor({ auth: null, vendor: null, apiToken })).toEqual({
      ...request,
      source: 'api-token',
      actorId: null,
      tenantId: 't-2',
    });
  });

  it('acting as a user the flow identified keeps the request facts; no tenant unless given', async () => {
    const anonymous = await contextFor();
    expect(actingAs(anonymous, 'u-9', 't-9')).toEqual({ ...request, source: 'anonymous', actorId: 'u-9', tenantId: 't-9' });
    expect(actingAs(await contextFor({ auth, vendor: null }), null)).toMatchObject({ ...request, actorId: null, tenantId: null });
  });

  it('the terminal acts as `cli` from loopback, outside any request', () => {
    expect(cliContext()).toEqual({
      requestId: null,
      ip: '127.0.0.1',
      userAgent: 'gatehouse-cli',
      source: 'cli',
      actorId: 'cli',
      tenantId: null,
    });
  });
});
