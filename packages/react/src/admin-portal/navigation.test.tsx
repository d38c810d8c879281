// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../test-utils/render';
import type { AdminPortalOptions } from './admin-portal-options';
import { navigationTable, visibleEntries } from './navigation';
import { mountPortal, navGroups } from './portal-test-kit';

// Gating is under test, not the sections: each is a page with its name as the heading.
vi.mock('./section-loaders', () => import('./section-loaders-stub'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('AdminPortal navigation', () => {
  it('shows an always-visible entry only with its permission (profile needs none)', async () => {
    const { container } = await mountPortal({ permissions: ['fe.secure.read.securityPolicy'] });
    await waitFor(() => expect(navGroups(container)).toEqual([['Personal', ['Profile', 'Privacy']]]));
  });

  it('lists Users for fe.* (all access) and hides the hidden-by-default entries until the options show them', async () => {
    const first = await mountPortal({ permissions: ['fe.*'] });
    await waitFor(() =>
      expect(navGroups(first.container)).toEqual([
        ['Personal', ['Profile', 'Privacy']],
        ['Account', ['Users', 'Account']],
      ]),
    );
    first.unmount();
    const second = await mountPortal({
      permissions: ['fe.*'],
      options: { navigation: { groups: { visibility: 'always' }, users: { visibility: 'hidden' } } },
    });
    await waitFor(() =>
      expect(navGroups(second.container)).toEqual([
        ['Personal', ['Profile', 'Privacy']],
        ['Account', ['Account', 'Groups']],
      ]),
    );
  });

  it('gates an entry on its feature flag as well as its permission and visibility', () => {
    const usage = navigationTable.find((e) => e.flag === 'fe-usage-page')!;
    // Usage has no section in this package: gate it as if a host had one, to see the rule the table applies.
    const table = [{ ...usage, section: 'users' as const }];
    const shown = (permissions: string[], flagOn: boolean, options?: AdminPortalOptions) =>
      visibleEntries({ permissions, isFlagOn: (f) => flagOn && f === 'fe-usage-page', options, table }).length === 1;
    const show: AdminPortalOptions = { navigation: { usage: { visibility: 'always' } } };
    expect(shown(['fe.usage.read'], true)).toBe(false); // hidden by default
    expect(shown(['fe.usage.read'], true, show)).toBe(true);
    expect(shown(['fe.usage.read'], false, show)).toBe(false); // flag off
    expect(shown([], true, show)).toBe(false); // permission missing
  });

  it('shows personal API tokens once the options show the entry and the permission is held', () => {
    const options: AdminPortalOptions = { navigation: { personalApiTokens: { visibility: 'always' } } };
    const names = (permissions: string[]) => visibleEntries({ permissions, isFlagOn: () => true, options }).map((e) => e.name);
    expect(names([])).toEqual(['profile']);
    expect(names(['fe.secure.read.userApiTokens'])).toEqual(['personalApiTokens', 'profile']);
    const open: AdminPortalOptions = { navigation: { personalApiTokens: { visibility: 'always', permission: null } } };
    expect(visibleEntries({ permissions: [], isFlagOn: () => true, options: open }).map((e) => e.name)).toEqual([
      'personalApiTokens',
      'profile',
    ]);
  });
});
