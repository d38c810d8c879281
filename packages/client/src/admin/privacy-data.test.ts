import { describe, expect, it } from 'vitest';
import { answer, run, sent, signedInAdmin, watch } from './admin-test-kit';

const session = (id: string, current: boolean) => ({
  id,
  current,
  ipAddress: `10.0.0.${id}`,
  userAgent: null,
  createdAt: 'x',
  lastSeenAt: 'x',
});

describe('privacy: login sessions', () => {
  it('lists the sessions, signs one out and all others, reloading the list after each', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(
      fake,
      'listMySessions',
      {},
      { body: [session('1', true), session('2', false), session('3', false)] },
      { body: [session('1', true), session('3', false)] },
      { body: [session('1', true)] },
    );
    answer(fake, 'revokeMySession', { id: '2' }, { body: {} });
    answer(fake, 'revokeMyOtherSessions', {}, { body: {} });
    expect(admin.privacy.queries.sessions().queryKey).toEqual(['gatehouse', 'tenant-1', 'privacy', 'sessions']);
    const { observer, stop } = await watch(queryClient, admin.privacy.queries.sessions());
    expect(observer.getCurrentResult().data).toHaveLength(3);
    await run(queryClient, admin.privacy.mutations.revoke(), '2');
    expect(sent(fake, 'revokeMySession', { id: '2' })).toHaveLength(1);
    expect(observer.getCurrentResult().data?.map((s) => s.id)).toEqual(['1', '3']);
    await run(queryClient, admin.privacy.mutations.revokeOthers(), undefined);
    expect(sent(fake, 'revokeMyOtherSessions')).toHaveLength(1);
    expect(observer.getCurrentResult().data?.map((s) => s.id)).toEqual(['1']);
    stop();
  });
});
