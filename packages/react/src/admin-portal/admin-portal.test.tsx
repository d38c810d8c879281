// @vitest-environment happy-dom
import { fakeMe, paths, type FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getByLabel, waitFor } from '../test-utils/render';
import { setupProvider } from '../test-utils/setup-provider';
import { AdminPortal } from './admin-portal';
import type { AdminPortalOptions } from './admin-portal-options';

afterEach(() => {
  document.body.innerHTML = '';
});

const TEAM_ROLES = '/team/resources/roles/v1';
const SESSIONS = '/identity/resources/users/sessions/v1/me';

const permission = (key: string) => ({
  id: key,
  key,
  name: key,
  description: '',
  fePermission: true,
  categoryId: 'c',
  assignmentType: 'ASSIGNABLE',
  roleIds: [],
});
interface MountOptions {
  permissions?: string[];
  options?: AdminPortalOptions;
  script?: (fake: FakeFetch) => void;
}

/** Signs in with the given permission keys and mounts the embedded portal. */
async function mountPortal({ permissions = [], options, script }: MountOptions = {}) {
  return setupProvider({
    signedIn: true,
    script: (fake) => {
      fake.on('GET', paths.me, { body: fakeMe({ permissions: permissions.map(permission) as never }) });
      fake.on('GET', TEAM_ROLES, { body: { items: [{ id: 'r-admin', key: 'Admin', name: 'Admin', vendorId: 'v', permissions: [] }] } });
      script?.(fake);
    },
    children: <AdminPortal options={options} />,
  });
}

describe('field and tab visibility', () => {
  it('hides, shows read-only or edits profile fields per the options', async () => {
    const { container } = await mountPortal({
      options: {
        fields: {
          'profile.name': 'viewOnly',
          'profile.jobTitle': 'viewOnly',
          'profile.address': 'hidden',
          'profile.phoneNumber': 'hidden',
        },
      },
    });
    await waitFor(() => expect(getByLabel(container, 'Name').readOnly).toBe(true));
    expect(getByLabel(container, 'Job title').readOnly).toBe(true);
    expect(() => getByLabel(container, 'Address')).toThrow();
    expect(container.textContent).not.toContain('Sign-in phone number');
    expect(container.textContent).not.toContain('Save profile');
  });

  it('hides the login sessions and MFA tabs when their visibility is hidden', async () => {
    const { container, fake } = await mountPortal({
      permissions: ['fe.secure.read.securityPolicy'],
      options: { tabs: { 'privacy.loginSessions': 'hidden', 'privacy.mfa': 'hidden' }, navigation: { profile: { visibility: 'hidden' } } },
      script: (f) => f.on('GET', SESSIONS, { body: [] }),
    });
    await waitFor(() => expect(container.textContent).toContain('Nothing to show.'));
    expect(fake.calls(SESSIONS)).toHaveLength(0);
  });
});
