import { describe, expect, it } from 'vitest';
import { createPreviewFetch } from './index';
import { compileRoutes, matchRoute } from './preview-router';

const routes = compileRoutes();

describe('preview routing', () => {
  it('prefers a literal path to a parameter, as the server does', () => {
    expect(matchRoute(routes, 'GET', '/identity/resources/groups/v1/config')?.id).toBe('getGroupsConfig');
    expect(matchRoute(routes, 'GET', '/identity/resources/groups/v1/group-1')).toMatchObject({
      id: 'getGroup',
      params: { groupId: 'group-1' },
    });
    expect(matchRoute(routes, 'DELETE', '/identity/resources/users/sessions/v1/me/all')?.id).toBe('revokeMyOtherSessions');
  });

  it('ignores the base path and the /frontegg prefix, and decodes parameters', () => {
    expect(matchRoute(routes, 'get', '/frontegg/identity/resources/users/v2/me')?.id).toBe('getMe');
    expect(matchRoute(routes, 'GET', '/auth/api/identity/resources/users/v1/a%20b')).toMatchObject({ params: { userId: 'a b' } });
    expect(matchRoute(routes, 'POST', '/identity/resources/users/v2/me')).toBeUndefined();
  });

  it('answers a call it has no handler for with a §8 404 that says so', async () => {
    const fetch = createPreviewFetch({ delayMs: 0 });
    const answer = await fetch('https://auth.example.com/oauth/token', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ errors: ['Not available in preview mode: POST /oauth/token'], errorCode: 'request.not_found' });
  });

  it("answers a body that is not JSON with the server's 400", async () => {
    const fetch = createPreviewFetch({ delayMs: 0 });
    const answer = await fetch('/identity/resources/auth/v1/user', { method: 'POST', body: '{"email":' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorCode: 'request.malformed_json' });
  });

  it('rejects a call aborted while it waits, as fetch does', async () => {
    const fetch = createPreviewFetch({ delayMs: 50 });
    const controller = new AbortController();
    const answer = fetch('/flags', { signal: controller.signal });
    controller.abort(new DOMException('Aborted', 'AbortError'));
    await expect(answer).rejects.toThrow('Aborted');
  });
});
