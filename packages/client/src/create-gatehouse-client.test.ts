import { defaultRoutes, endpoints, storageKeys } from '@gatehouse/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatehouseClient, MISSING_BASE_URL_MESSAGE } from './create-gatehouse-client';
import { createTestClient } from './test-utils/create-test-client';
import { paths } from './test-utils/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createGatehouseClient', () => {
  it.each([undefined, '', '   '])('refuses a missing base URL (%j) at creation (spec §1)', (baseUrl) => {
    expect(() => createGatehouseClient({ baseUrl } as never)).toThrow(new Error(MISSING_BASE_URL_MESSAGE));
    expect(MISSING_BASE_URL_MESSAGE).toBe('Gatehouse: baseUrl is required (the address of your Gatehouse server)');
  });

  it('has one api method per contracts endpoint', () => {
    const { client } = createTestClient();
    expect(Object.keys(client.api).sort()).toEqual(Object.keys(endpoints).sort());
    for (const method of Object.values(client.api)) expect(typeof method).toBe('function');
  });

  it('merges route overrides over the spec §2.1 defaults', () => {
    const { client } = createTestClient({ routes: { loginUrl: '/sign-in', signUpUrl: undefined } });
    expect(client.routes).toEqual({ ...defaultRoutes, loginUrl: '/sign-in' });
  });

  it('starts with a loading session and default public config', () => {
    const { client } = createTestClient();
    expect(client.session.getState()).toMatchObject({ status: 'loading', user: null, tenants: [], activeTenant: null });
    expect(client.config.getState()).toMatchObject({ status: 'loading', allowSignups: true, authStrategy: 'EmailAndPassword' });
  });

  it('loads the public configuration on init', async () => {
    const { client, fake } = createTestClient();
    fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['no'] } })
      .on('GET', paths.publicConfiguration, { body: { allowSignups: false, authStrategy: 'Code' } })
      .on('GET', paths.publicAuthStrategies, { body: { mainAuthStrategies: [{ strategy: 'MagicLink' }], secondaryAuthStrategies: [] } });
    await client.init();
    expect(client.config.getState()).toMatchObject({
      status: 'ready',
      allowSignups: false,
      authStrategy: 'MagicLink',
      vendorName: 'Acme Identity',
    });
  });

  it('keeps defaults and only logs when public configuration fails (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, fake } = createTestClient();
    fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['no'] } })
      .on('GET', paths.publicConfiguration, { status: 500, text: 'x' })
      .on('GET', paths.publicAuthStrategies, new TypeError('offline'))
      .on('GET', paths.vendorPublic, { status: 500, text: 'x' });
    await client.init();
    expect(client.config.getState()).toMatchObject({
      status: 'ready',
      allowSignups: true,
      authStrategy: 'EmailAndPassword',
      vendorName: null,
    });
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('navigates with location.assign unless a navigator is set', () => {
    const { client, location } = createTestClient();
    client.navigate('/one');
    const pushed: string[] = [];
    client.setNavigator((url) => pushed.push(url));
    client.navigate('/two');
    expect(location.assigned).toEqual(['/one']);
    expect(pushed).toEqual(['/two']);
  });

  it('reads query parameters from the search or from the hash', () => {
    const { client } = createTestClient({ url: 'https://app.example.com/#/account/activate?userId=u1&token=t1' });
    expect(client.getQueryParam('userId')).toBe('u1');
    expect(client.getQueryParam('missing')).toBeNull();
    const { client: pathClient } = createTestClient({ url: 'https://app.example.com/account/activate?userId=u2#x?userId=u3' });
    expect(pathClient.getQueryParam('userId')).toBe('u2');
  });
});

describe('after-login redirect (spec §2.1)', () => {
  it('falls back to the authenticated URL', () => {
    const { client } = createTestClient({ routes: { authenticatedUrl: '/home' } });
    expect(client.resolveAfterAuthRedirect()).toBe('/home');
  });

  it('honours a same-origin redirectUrl', () => {
    const { client } = createTestClient({ url: 'https://app.example.com/account/login?redirectUrl=%2Freports%3Fy%3D1' });
    expect(client.resolveAfterAuthRedirect()).toBe('/reports?y=1');
  });

  it('honours an allowed origin', () => {
    const { client } = createTestClient({
      url: 'https://app.example.com/account/login?redirectUrl=https%3A%2F%2Fdocs.example.com%2Fa',
      allowedRedirectOrigins: ['https://docs.example.com'],
    });
    expect(client.resolveAfterAuthRedirect()).toBe('https://docs.example.com/a');
  });

  it('refuses a foreign origin with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = createTestClient({ url: 'https://app.example.com/account/login?redirectUrl=https%3A%2F%2Fevil.test%2F' });
    expect(client.resolveAfterAuthRedirect()).toBe('/');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('evil.test');
  });

  it('honours a foreign origin when restriction is off', () => {
    const { client } = createTestClient({
      url: 'https://app.example.com/account/login?redirectUrl=https%3A%2F%2Fpartner.test%2F',
      restrictRedirects: false,
    });
    expect(client.resolveAfterAuthRedirect()).toBe('https://partner.test/');
  });

  it('uses and then forgets the remembered path', () => {
    const { client, storage, location } = createTestClient();
    client.setAfterAuthRedirect('/settings?tab=2');
    expect(client.resolveAfterAuthRedirect()).toBe('/settings?tab=2');
    client.redirectAfterAuth();
    expect(location.assigned).toEqual(['/settings?tab=2']);
    expect(storage.getItem(storageKeys.afterAuthRedirect)).toBeNull();
  });
});
