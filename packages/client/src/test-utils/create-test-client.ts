import { createGatehouseClient } from '../create-gatehouse-client';
import type { GatehouseClientOptions } from '../client-options';
import { createMemoryStorage } from '../environment';
import { createFakeFetch } from './create-fake-fetch';
import { createFakeLocation } from './create-fake-location';
import { fakeEntitlements, fakeMe, fakeMeTenants, fakeToken, paths } from './fixtures';

/** Base URL of test clients. */
export const TEST_BASE_URL = 'https://auth.example.com/';

/** The public policy test clients answer with. */
export const publicConfigurationAnswer = {
  allowSignups: true,
  allowNotVerifiedUsersLogin: false,
  apiTokensEnabled: true,
  forcePermissions: false,
  authStrategy: 'EmailAndPassword',
  machineToMachineAuthStrategy: 'ClientCredentials',
};

/** A login answer with a token for `claims` (expiresIn 600 s unless given). */
export function loginAnswer(claims: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    body: {
      accessToken: fakeToken({ sub: 'user-1', tenantId: 'tenant-1', exp: 4_000_000_000, ...claims }),
      refreshToken: 'refresh-1',
      expiresIn: 600,
      mfaRequired: false,
      ...extra,
    },
  };
}

/** A client over fakes, with /me and /me/tenants scripted to succeed; the fakes are returned for assertions. */
export function createTestClient(options: Partial<GatehouseClientOptions> & { url?: string } = {}) {
  const fake = createFakeFetch();
  fake
    .on('GET', paths.me, { body: fakeMe() })
    .on('GET', paths.meTenants, { body: fakeMeTenants() })
    .on('GET', paths.publicConfiguration, { body: publicConfigurationAnswer })
    .on('GET', paths.publicAuthStrategies, {
      body: { mainAuthStrategies: [{ strategy: 'EmailAndPassword' }], secondaryAuthStrategies: [] },
    })
    .on('GET', paths.vendorPublic, { body: { name: 'Acme Identity', logo: null, icon: null, whiteLabelMode: false } })
    .on('GET', paths.metadata, { body: { rows: [] } })
    .on('GET', paths.flags, { body: {} })
    .on('GET', paths.userEntitlements, { body: fakeEntitlements() });
  const location = createFakeLocation(options.url ?? 'https://app.example.com/account/login');
  const storage = createMemoryStorage();
  const client = createGatehouseClient({
    baseUrl: TEST_BASE_URL,
    fetch: fake.fetch,
    location,
    storage,
    sessionStorage: createMemoryStorage(),
    ...options,
  });
  return { client, fake, location, storage };
}
