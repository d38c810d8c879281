// @vitest-environment happy-dom
import type { FakeFetch } from '@gatehouse/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { getByLabel, waitFor } from '../test-utils/render';
import type { AdminPortalOptions } from './admin-portal-options';
import { mountPortal as mountSignedIn } from './portal-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const TEAM_ROLES = '/team/resources/roles/v1';
const SESSIONS = '/identity/resources/users/sessions/v1/me';

interface MountOptions {
  permissions?: string[];
  options?: AdminPortalOptions;
  script?: (fake: FakeFetch) => void;
}

/** Signs in with the given permission keys and mounts the embedded portal, the roles list answered. */
async function mountPortal({ permissions = [], options, script }: MountOptions = {}) {
  return mountSignedIn({
    permissions,
    options,
    script: (fake) => {
      fake.on('GET', TEAM_ROLES, { body: { items: [{ id: 'r-admin', key: 'Admin', name: 'Admin', vendorId: 'v', permissions: [] }] } });
      script?.(fake);
    },
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
