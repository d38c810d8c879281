import { headers } from '@gatehouse/contracts';
import { describe, expect, it } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { buildUrl } from './build-url';

describe('request URL', () => {
  it('joins the base URL without a double slash and without a /frontegg prefix', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, { body: {} });
    await client.api.forgotPassword({ body: { email: 'ada@example.com' } });
    expect(fake.requests[0]?.url).toBe('https://auth.example.com/identity/resources/users/v1/passwords/reset');
  });

  it('substitutes and encodes path parameters, and serialises the query skipping undefined', () => {
    expect(
      buildUrl(
        'https://a.test//',
        '/users/{id}/roles/{roleId}',
        { id: 'a b/c', roleId: 7 },
        { q: 'x&y', skip: undefined, n: null, obj: { b: 2 } },
      ),
    ).toBe('https://a.test/users/a%20b%2Fc/roles/7?q=x%26y&n=null&obj=%7B%22b%22%3A2%7D');
  });

  it('sends no query string when there is none', async () => {
    const { client, fake } = createTestClient();
    await client.api.getMe();
    expect(fake.requests[0]?.url).toBe('https://auth.example.com/identity/resources/users/v2/me');
  });

  it('sends the query of an endpoint', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', paths.activationStrategy, { body: { shouldSetPassword: true } });
    await client.api.activationStrategy({ query: { userId: 'u 1', token: 't' } });
    expect(fake.requests[0]?.query.get('userId')).toBe('u 1');
    expect(fake.requests[0]?.query.get('token')).toBe('t');
  });

  it('missing path parameters fail before any request', () => {
    expect(() => buildUrl('https://a.test', '/users/{id}')).toThrow('missing path parameter "id"');
  });
});

describe('request headers and options', () => {
  it('sends JSON, credentials include, method, and no body for body-less calls', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.logout, { body: {} });
    await client.api.logout();
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('include');
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.body).toBeUndefined();
    expect(request?.headers.Authorization).toBeUndefined();
  });

  it('sends the configured framework, SDK version, request source and login alias', async () => {
    const { client, fake } = createTestClient({
      framework: 'react',
      sdkVersion: '1.2.3',
      requestSource: 'login-box',
      tenantResolver: () => ({ tenant: 'acme' }),
    });
    await client.api.getMe();
    const sent = fake.requests[0]?.headers ?? {};
    expect(sent[headers.framework]).toBe('react');
    expect(sent[headers.sdkVersion]).toBe('1.2.3');
    expect(sent[headers.source]).toBe('login-box');
    expect(sent[headers.loginAlias]).toBe('acme');
    expect(Object.keys(sent)).toEqual([
      'x-frontegg-sdk',
      'x-frontegg-framework',
      'Content-Type',
      'frontegg-source',
      'frontegg-login-alias',
    ]);
  });

  it('omits optional headers that are not set, and follows setRequestSource', async () => {
    const { client, fake } = createTestClient({ tenantResolver: () => ({ tenant: '' }) });
    await client.api.getMe();
    client.setRequestSource('admin-portal');
    await client.api.getMe();
    client.setRequestSource(undefined);
    await client.api.getMe();
    expect(Object.keys(fake.requests[0]?.headers ?? {})).toEqual(['Content-Type']);
    expect(fake.requests[1]?.headers[headers.source]).toBe('admin-portal');
    expect(fake.requests[2]?.headers[headers.source]).toBeUndefined();
  });

  it('reads the scoped tenant from the page address on every request', async () => {
    const { client, fake, location } = createTestClient({ url: 'https://app.example.com/?tenantId=t-9' });
    await client.api.getMe();
    location.set('https://app.example.com/settings');
    await client.api.getMe();
    location.set('https://app.example.com/settings?tenantId=t-10');
    await client.api.getMe();
    expect(fake.requests.map((r) => r.headers[headers.scopedTenant])).toEqual(['t-9', undefined, 't-10']);
  });

  it('sends the bearer token once signed in, including on refresh and logout', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.login, loginAnswer()).on('POST', paths.refresh, loginAnswer()).on('POST', paths.logout, { body: {} });
    const login = await client.api.login({ body: { email: 'ada@example.com', password: 'secret' } });
    expect(fake.calls(paths.login)[0]?.headers.Authorization).toBeUndefined();
    await client.completeLogin(login);
    const bearer = `Bearer ${login.accessToken}`;
    expect(fake.calls(paths.me)[0]?.headers.Authorization).toBe(bearer);
    expect(fake.calls(paths.meTenants)[0]?.headers.Authorization).toBe(bearer);
    await client.refresh();
    expect(fake.calls(paths.refresh)[0]?.headers.Authorization).toBe(bearer);
    await client.logout();
    expect(fake.calls(paths.logout)[0]?.headers.Authorization).toBe(bearer);
    await client.api.getMe();
    expect(fake.requests.at(-1)?.headers.Authorization).toBeUndefined();
  });
});
