import { MutationObserver } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { answer, run, sent, signedInAdmin, watch } from './admin-test-kit';

const old = {
  clientId: 'old-client',
  description: 'old',
  tenantId: 'tenant-1',
  createdByUserId: 'user-1',
  expires: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const created = { ...old, clientId: 'new-client', description: 'CI', secret: 'gh_cs_secret' };
const accessStrategy = {
  allowSignups: true,
  allowNotVerifiedUsersLogin: false,
  apiTokensEnabled: true,
  forcePermissions: false,
  authStrategy: 'EmailAndPassword',
  machineToMachineAuthStrategy: 'AccessToken',
};

describe('API tokens', () => {
  it('lists client credentials (id = client id) under the vendor strategy, read once', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUserApiTokens', {}, { body: [old] });
    const configReads = sent(fake, 'publicConfiguration').length;
    const options = admin.apiTokens.queries.list('personal');
    expect(options.queryKey).toEqual(['gatehouse', 'tenant-1', 'apiTokens', 'personal']);
    expect(await queryClient.fetchQuery(options)).toEqual([{ ...old, id: 'old-client' }]);
    expect(await queryClient.fetchQuery(admin.apiTokens.queries.strategy())).toBe('ClientCredentials');
    expect(sent(fake, 'publicConfiguration')).toHaveLength(configReads + 1);
  });

  it('lists and creates access tokens of the tenant, with roles, under the AccessToken strategy', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'publicConfiguration', {}, { body: accessStrategy });
    answer(
      fake,
      'listTenantAccessTokens',
      {},
      { body: { accessTokens: [{ id: 'at-1', description: 'd', createdAt: 'x', expires: null }] } },
    );
    answer(
      fake,
      'createTenantAccessToken',
      {},
      { status: 201, body: { id: 'at-2', description: 'CI', createdAt: 'y', expires: null, secret: 's' } },
    );
    expect((await queryClient.fetchQuery(admin.apiTokens.queries.list('tenant'))).map((t) => t.id)).toEqual(['at-1']);
    await run(queryClient, admin.apiTokens.mutations.create('tenant'), { description: 'CI', expiresInMinutes: 1440, roleIds: ['r-1'] });
    expect(sent(fake, 'createTenantAccessToken')[0]!.body).toEqual({ description: 'CI', expiresInMinutes: 1440, roleIds: ['r-1'] });
  });

  it('places a new token first in the cached list without its secret; the secret lives only in the mutation answer', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUserApiTokens', {}, { body: [old] });
    answer(fake, 'createUserApiToken', {}, { status: 201, body: created });
    const { observer, stop } = await watch(queryClient, admin.apiTokens.queries.list('personal'));
    const mutation = new MutationObserver(queryClient, admin.apiTokens.mutations.create('personal'));
    const token = await mutation.mutate({ description: 'CI', expiresInMinutes: null });
    expect(token).toMatchObject({ id: 'new-client', secret: 'gh_cs_secret' });
    expect(sent(fake, 'createUserApiToken')[0]!.body).toEqual({ description: 'CI', expiresInMinutes: null });
    expect(observer.getCurrentResult().data?.map((t) => t.id)).toEqual(['new-client', 'old-client']);
    // The list shows the spec's order, not the server's: no reload after a create.
    expect(sent(fake, 'listUserApiTokens')).toHaveLength(1);
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    );
    expect(cached).not.toContain('gh_cs_secret');
    // Once the component that showed it is gone, the answer with the secret is dropped too.
    mutation.reset();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain('gh_cs_secret');
    stop();
  });

  it('creates no list of one when the list was never read', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'createUserApiToken', {}, { status: 201, body: created });
    await run(queryClient, admin.apiTokens.mutations.create('personal'), { description: 'CI', expiresInMinutes: null });
    expect(queryClient.getQueryData(admin.apiTokens.queries.list('personal').queryKey)).toBeUndefined();
  });

  it('deletes a tenant credential by its client id, then reloads the list', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listTenantApiTokens', {}, { body: [old] }, { body: [] });
    answer(fake, 'deleteTenantApiToken', { tokenId: 'old-client' }, { body: {} });
    const { observer, stop } = await watch(queryClient, admin.apiTokens.queries.list('tenant'));
    await run(queryClient, admin.apiTokens.mutations.remove('tenant'), 'old-client');
    expect(sent(fake, 'deleteTenantApiToken', { tokenId: 'old-client' })).toHaveLength(1);
    expect(observer.getCurrentResult().data).toEqual([]);
    stop();
  });
});
