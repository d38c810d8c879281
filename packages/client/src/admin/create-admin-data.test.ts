import { describe, expect, it } from 'vitest';
import { loginAnswer } from '../test-utils/create-test-client';
import { fakeMe, paths } from '../test-utils/fixtures';
import { answer, sent, signedInAdmin, watch } from './admin-test-kit';
import { bindAdminCacheToSession } from './create-admin-data';

const page = (email: string) => ({ items: [{ id: email, email }], _metadata: { totalItems: 1, totalPages: 1 } });

describe('admin data: scoped by tenant and by user', () => {
  it("keys every area under the tenant: after a switch, keys name the new tenant and the old tenant's rows are not shown", async () => {
    const { admin, client, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page('acme@x.io') }, { body: page('globex@x.io') });
    const before = admin.users.queries.list();
    const { observer, stop } = await watch(queryClient, before);
    expect(observer.getCurrentResult().data).toEqual(page('acme@x.io'));

    fake.on('PUT', paths.switchTenant, { body: {} });
    fake.on('POST', paths.refresh, loginAnswer({ tenantId: 'tenant-2' }));
    fake.on('GET', paths.me, { body: fakeMe({ tenantId: 'tenant-2' }) });
    await client.switchTenant('tenant-2');

    const after = admin.users.queries.list();
    expect(admin.scope()).toEqual(['gatehouse', 'tenant-2']);
    expect(after.queryKey).toEqual(['gatehouse', 'tenant-2', ...before.queryKey.slice(2)]);
    for (const key of [
      admin.groups.queries.list(),
      admin.roles.queries.list(),
      admin.account.queries.settings(),
      admin.privacy.queries.sessions(),
    ])
      expect(key.queryKey.slice(0, 2)).toEqual(['gatehouse', 'tenant-2']);
    observer.setOptions(after);
    // While tenant-2 loads, the table waits empty rather than show tenant-1's page.
    expect(observer.getCurrentResult().data).toBeUndefined();
    await new Promise<void>((resolve) => observer.subscribe((r) => r.fetchStatus === 'idle' && resolve()));
    expect(observer.getCurrentResult().data).toEqual(page('globex@x.io'));
    expect(sent(fake, 'listUsersV3')).toHaveLength(2);
    stop();
  });

  it("drops the cached admin answers when the user signs out, but not on a refresh of the same user's session", async () => {
    const { admin, client, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page('acme@x.io') });
    const unbind = bindAdminCacheToSession(client, queryClient);
    const key = admin.users.queries.list().queryKey;
    await queryClient.fetchQuery(admin.users.queries.list());
    await client.refresh();
    expect(queryClient.getQueryData(key)).toEqual(page('acme@x.io'));
    client.clearSession();
    expect(queryClient.getQueryData(key)).toBeUndefined();
    unbind();
  });
});
