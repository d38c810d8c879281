// Test helpers of the SSO section (imported by its tests only): the portal on a fake server with the SSO area's
// permissions, a connection to open, and the steps a person takes on its page.
import { act } from 'react';
import { expect } from 'vitest';
import type { FakeFetch } from '@gatehouse/client/testing';
import { ssoConnection } from '@gatehouse/fixtures';
import { waitFor } from '../../../test-utils/render';
import { mountPortal } from '../../portal-test-kit';
import { role, TEAM_ROLES } from '../users/users-test-kit';

export const SSO = '/team/resources/sso/v1/configurations';
export const READ = 'fe.secure.read.samlConfiguration';
export const WRITE = 'fe.secure.write.samlConfiguration';
const ROLES = [role('r-ro', 'Read only'), role('r-admin', 'Admin')];

export const connection = ssoConnection;
export const domain = (id: string, name: string, validated = false) => ({
  id,
  domain: name,
  validated,
  txtRecord: 'gatehouse-verification=abc',
});
export const okta = connection('c-1', {
  type: 'okta',
  enabled: true,
  ssoEndpoint: 'https://acme.okta.com/sso',
  publicCertificate: 'PEM',
  domains: [domain('d-1', 'example.com', true), domain('d-2', 'example.org')],
  roleIds: ['r-ro'],
  groups: [{ id: 'g-1', group: 'Support team', roleIds: ['r-admin'] }],
});

export function ssoPortal(script: (fake: FakeFetch) => void, permissions = [READ, WRITE]) {
  return mountPortal({
    permissions,
    initialSection: 'sso',
    options: { navigation: { sso: { visibility: 'always' } } },
    script: (fake) => {
      fake.on('GET', TEAM_ROLES, { body: { items: ROLES } });
      script(fake);
    },
  });
}

export const manage = async (container: HTMLElement, name: string) => {
  const button = await waitFor(() => {
    const found = container.querySelector<HTMLButtonElement>(`button[aria-label="Manage ${name}"]`);
    if (!found) throw new Error(`no Manage button for ${name}`);
    return found;
  });
  await act(async () => button.click());
  await waitFor(() => expect(container.querySelector('[role="tablist"]')).not.toBeNull());
};
export const tab = async (container: HTMLElement, name: string) => {
  const trigger = [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name)!;
  await act(async () => trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
  await waitFor(() => expect(trigger.getAttribute('aria-selected')).toBe('true'));
};
export const sent = (fake: FakeFetch, method: string, path: string) => fake.calls(path).filter((r) => r.method === method);
