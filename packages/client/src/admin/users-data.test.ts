import { describe, expect, it } from 'vitest';
import { answer, invalidated, run, sent, signedInAdmin, watch } from './admin-test-kit';

const page = (emails: string[]) => ({
  items: emails.map((email, i) => ({ id: `u-${i}`, email })),
  _metadata: { totalItems: emails.length, totalPages: 1 },
});
const link = {
  id: 'l-1',
  vendorId: 'v',
  tenantId: 'tenant-1',
  userId: null,
  token: 't',
  expires: '2030-01-01T00:00:00.000Z',
  shouldSendEmail: true,
  roleIds: [],
};

describe('users: the list', () => {
  it('asks for the first page of 20 sorted by name DESC (spec 001 §9), under the tenant', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page(['a@x.io']) });
    const options = admin.users.queries.list();
    expect(options.queryKey).toEqual(['gatehouse', 'tenant-1', 'users', 'list', { page: 0, pageSize: 20, sortBy: 'name', order: 'DESC' }]);
    const data = await queryClient.fetchQuery(options);
    expect(data.items.map((u) => u.email)).toEqual(['a@x.io']);
    expect(Object.fromEntries(sent(fake, 'listUsersV3')[0]!.query)).toEqual({
      _limit: '20',
      _offset: '0',
      _sortBy: 'name',
      _order: 'DESC',
    });
  });

  it('passes paging, sorting and the email prefix through, and keys each page apart', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page([]) });
    const options = admin.users.queries.list({ page: 2, pageSize: 10, sortBy: 'createdAt', order: 'ASC', email: '  Grace ' });
    await queryClient.fetchQuery(options);
    expect(Object.fromEntries(sent(fake, 'listUsersV3')[0]!.query)).toEqual({
      _limit: '10',
      _offset: '2',
      _sortBy: 'createdAt',
      _order: 'ASC',
      _email: 'grace',
    });
    expect(options.queryKey).not.toEqual(admin.users.queries.list({ page: 3 }).queryKey);
    expect(admin.users.queries.list({ email: ' ' }).queryKey).toEqual(admin.users.queries.list().queryKey);
  });

  it('keeps the last page on screen while the next one loads', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page(['first@x.io']) }, { body: page(['second@x.io']) });
    const { observer, stop } = await watch(queryClient, admin.users.queries.list({ page: 0 }));
    observer.setOptions(admin.users.queries.list({ page: 1 }));
    expect(observer.getCurrentResult()).toMatchObject({ isPlaceholderData: true, data: page(['first@x.io']) });
    stop();
  });
});

describe('users: invitations and row actions reload the list', () => {
  it('invites with the blank fields left out, then reloads the list and marks the groups stale', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page([]) }, { body: page(['new@x.io']) });
    answer(fake, 'listGroups', {}, { body: { groups: [] } });
    answer(fake, 'inviteUser', {}, { status: 201, body: {} });
    const { observer, stop } = await watch(queryClient, admin.users.queries.list());
    await queryClient.fetchQuery(admin.groups.queries.list());
    await run(queryClient, admin.users.mutations.invite(), {
      email: ' new@x.io ',
      name: '',
      phone: '',
      roleIds: [],
      expirationInSeconds: 86_400,
    });
    expect(sent(fake, 'inviteUser')[0]!.body).toEqual({ email: 'new@x.io', expirationInSeconds: 86_400 });
    expect(sent(fake, 'listUsersV3')).toHaveLength(2);
    expect(observer.getCurrentResult().data?.items.map((u) => u.email)).toEqual(['new@x.io']);
    expect(invalidated(queryClient, admin.groups.queries.list().queryKey)).toBe(true);
    stop();
  });

  it('invites several addresses with shared roles and answers what happened to each', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    const items = [{ email: 'a@x.io', userId: 'u-a', status: 'invited' }];
    answer(fake, 'bulkInviteUsers', {}, { status: 201, body: { items } });
    const result = await run(queryClient, admin.users.mutations.bulkInvite(), { emails: ['a@x.io'], roleIds: [] });
    expect(result.items).toEqual(items);
    expect(sent(fake, 'bulkInviteUsers')[0]!.body).toEqual({ emails: ['a@x.io'] });
  });

  it("sends [''] when every role of a member is cleared (spec 001 §5)", async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'updateTeamMember', {}, { body: { item: {} } });
    await run(queryClient, admin.users.mutations.editRoles(), { userId: 'u-2', roleIds: [] });
    await run(queryClient, admin.users.mutations.editRoles(), { userId: 'u-2', roleIds: ['r-1'] });
    expect(sent(fake, 'updateTeamMember').map((r) => r.body)).toEqual([
      { id: 'u-2', roleIds: [''] },
      { id: 'u-2', roleIds: ['r-1'] },
    ]);
  });

  const actions = [
    ['enable', 'enableTenantUser'],
    ['disable', 'disableTenantUser'],
    ['unlock', 'unlockTenantUser'],
    ['setPermanent', 'setPermanentUser'],
    ['resendInvitation', 'resendMemberActivation'],
    ['remove', 'deleteTeamMember'],
  ] as const;
  it.each(actions)('%s calls %s for the user, then reloads the list', async (action, endpoint) => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page(['a@x.io']) });
    answer(fake, endpoint, { userId: 'u-7' }, { body: {} });
    const { stop } = await watch(queryClient, admin.users.queries.list());
    await run(queryClient, admin.users.mutations[action](), 'u-7');
    expect(sent(fake, endpoint, { userId: 'u-7' })).toHaveLength(1);
    expect(sent(fake, 'listUsersV3')).toHaveLength(2);
    stop();
  });

  it('invites several addresses as temporary members when given an expiry', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'bulkInviteUsers', {}, { status: 201, body: { items: [] } });
    await run(queryClient, admin.users.mutations.bulkInvite(), { emails: ['a@x.io'], roleIds: ['r-1'], expirationInSeconds: 3_600 });
    expect(sent(fake, 'bulkInviteUsers')[0]!.body).toEqual({ emails: ['a@x.io'], roleIds: ['r-1'], expirationInSeconds: 3_600 });
  });

  const bulk = [
    ['disable', 'disableTenantUser'],
    ['enable', 'enableTenantUser'],
    ['remove', 'deleteTeamMember'],
  ] as const;
  it.each(bulk)(
    'bulk %s calls %s for each user in turn, keeps going past a refusal, and reloads the list once',
    async (action, endpoint) => {
      const { admin, queryClient, fake } = await signedInAdmin();
      answer(fake, 'listUsersV3', {}, { body: page(['a@x.io', 'b@x.io', 'c@x.io']) });
      answer(fake, endpoint, { userId: 'u-0' }, { body: {} });
      answer(fake, endpoint, { userId: 'u-1' }, { status: 403, body: { errors: ['You cannot change yourself'] } });
      answer(fake, endpoint, { userId: 'u-2' }, { body: {} });
      const { stop } = await watch(queryClient, admin.users.queries.list());
      const result = await run(queryClient, admin.users.mutations.bulkAction(), { action, userIds: ['u-0', 'u-1', 'u-2'] });
      expect(result.done).toEqual(['u-0', 'u-2']);
      expect(result.failed.map((f) => [f.userId, (f.error as Error).message])).toEqual([['u-1', 'You cannot change yourself']]);
      expect(['u-0', 'u-1', 'u-2'].map((userId) => sent(fake, endpoint, { userId }).length)).toEqual([1, 1, 1]);
      expect(sent(fake, 'listUsersV3')).toHaveLength(2);
      stop();
    },
  );

  it('leaves the list as it was when an action fails', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listUsersV3', {}, { body: page(['a@x.io']) });
    answer(fake, 'disableTenantUser', { userId: 'u-1' }, { status: 403, body: { errors: ['Missing permission'] } });
    const { stop } = await watch(queryClient, admin.users.queries.list());
    await expect(run(queryClient, admin.users.mutations.disable(), 'u-1')).rejects.toThrow('Missing permission');
    expect(sent(fake, 'listUsersV3')).toHaveLength(1);
    stop();
  });
});

describe('users: temporary users and the invitation link', () => {
  it('reads temporary users as off when the configuration cannot be read', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'temporaryUsersConfig', {}, { status: 500, body: { errors: ['down'] } });
    expect(await queryClient.fetchQuery(admin.users.queries.temporaryUsers())).toEqual({ enabled: false });
  });

  it('reads no link (404) as null but fails on any other error', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(
      fake,
      'getInviteLink',
      {},
      { status: 404, body: { errors: ['No invite link'] } },
      { status: 403, body: { errors: ['Forbidden here'] } },
    );
    expect(await queryClient.fetchQuery(admin.users.queries.inviteLink())).toBeNull();
    await expect(queryClient.fetchQuery({ ...admin.users.queries.inviteLink(), staleTime: 0 })).rejects.toThrow('Forbidden here');
  });

  it('caches the created, updated and deleted link from the answers, without reading it again', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'getInviteLink', {}, { status: 404, body: { errors: ['No invite link'] } });
    answer(fake, 'createInviteLinkV2', {}, { status: 201, body: link });
    answer(fake, 'updateInviteLink', {}, { body: { ...link, shouldSendEmail: false } });
    answer(fake, 'deleteInviteLink', {}, { body: {} });
    const key = admin.users.queries.inviteLink().queryKey;
    await queryClient.fetchQuery(admin.users.queries.inviteLink());
    await run(queryClient, admin.users.mutations.createInviteLink(), { expiresInMinutes: 7 * 1440, shouldSendEmail: true, roleIds: [] });
    expect(sent(fake, 'createInviteLinkV2')[0]!.body).toEqual({ expiresInMinutes: 7 * 1440, shouldSendEmail: true });
    expect(queryClient.getQueryData(key)).toEqual(link);
    await run(queryClient, admin.users.mutations.updateInviteLink(), { shouldSendEmail: false });
    expect(queryClient.getQueryData(key)).toMatchObject({ shouldSendEmail: false });
    await run(queryClient, admin.users.mutations.deleteInviteLink(), undefined);
    expect(queryClient.getQueryData(key)).toBeNull();
    expect(sent(fake, 'getInviteLink')).toHaveLength(1);
  });
});
