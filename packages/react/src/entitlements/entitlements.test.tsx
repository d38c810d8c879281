// @vitest-environment happy-dom
import { act } from 'react';
import { fakeEntitlements, loginAnswer, paths } from '@gatehouse/client/testing';
import { ENTITLEMENTS_DISABLED_MESSAGE, type UserEntitlementsContext } from '@gatehouse/core';
import { MULTI_FACTOR_ACR } from '@gatehouse/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatchErrors as Catch } from '../test-utils/catch-errors';
import { useEntitlements } from '../hooks/use-entitlements';
import { useFeatureEntitlements } from '../hooks/use-feature-entitlements';
import { useFeatureFlag } from '../hooks/use-feature-flag';
import { usePermissionEntitlements } from '../hooks/use-permission-entitlements';
import { waitFor } from '../test-utils/render';
import { setupProvider, type SetupOptions } from '../test-utils/setup-provider';
import { Entitled } from './entitled';
import { SteppedUp } from './stepped-up';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Prints a feature check as `key:isEntitled:justification`. */
function Feature({ name, attributes }: { name: string; attributes?: Record<string, unknown> }) {
  const { isEntitled, justification } = useFeatureEntitlements(name, attributes);
  return <li data-testid={`feature-${name}`}>{`${isEntitled}:${justification ?? ''}`}</li>;
}

function Permission({ name }: { name: string }) {
  const { isEntitled, justification } = usePermissionEntitlements(name);
  return <li data-testid={`permission-${name}`}>{`${isEntitled}:${justification ?? ''}`}</li>;
}

const text = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

/** A set whose `gold` plan only applies to accounts with the custom attribute tier = gold. */
const withGoldPlan = (): UserEntitlementsContext => {
  const base = fakeEntitlements();
  return {
    ...base,
    features: { ...base.features, 'priority-support': { planIds: ['gold'], expireTime: null, linkedPermissions: [] } },
    plans: {
      ...base.plans,
      gold: {
        defaultTreatment: 'false',
        rules: [
          {
            conditionLogic: 'and',
            conditions: [{ attribute: 'tier', op: 'in_list', negate: false, value: { list: ['gold'] } }],
            treatment: 'true',
          },
        ],
      },
    },
  };
};

const enabled = (options: SetupOptions = {}): SetupOptions => ({
  signedIn: true,
  ...options,
  client: { entitlements: { enabled: true }, ...options.client },
});

describe('entitlement hooks (spec 000 §4.8, §6)', () => {
  it('evaluate features locally: direct grant, plan, flag rule on the user email, and missing', async () => {
    const { container, fake } = await setupProvider(
      enabled({
        children: (
          <ul>
            <Feature name="reports" />
            <Feature name="sso" />
            <Feature name="beta" />
            <Feature name="audit-export" />
          </ul>
        ),
      }),
    );
    await waitFor(() => expect(text(container, 'feature-reports')).toBe('true:'));
    expect(text(container, 'feature-sso')).toBe('true:');
    expect(text(container, 'feature-beta')).toBe('true:');
    expect(text(container, 'feature-audit-export')).toBe('false:MISSING_FEATURE');
    // Everything came from the one load with the session: no call per check.
    expect(fake.calls(paths.userEntitlements)).toHaveLength(1);
  });

  it('reports BUNDLE_EXPIRED for a direct grant that has ended', async () => {
    const expired = fakeEntitlements();
    expired.features.reports = { ...expired.features.reports!, expireTime: Date.now() - 60_000 };
    const { container } = await setupProvider(
      enabled({ script: (fake) => fake.on('GET', paths.userEntitlements, { body: expired }), children: <Feature name="reports" /> }),
    );
    await waitFor(() => expect(text(container, 'feature-reports')).toBe('false:BUNDLE_EXPIRED'));
  });

  it('read custom attributes from the provider, overridden by the hook argument', async () => {
    const { container } = await setupProvider(
      enabled({
        script: (fake) => fake.on('GET', paths.userEntitlements, { body: withGoldPlan() }),
        provider: { entitlements: { enabled: true, customAttributes: { tier: 'gold' } } },
        children: (
          <ul>
            <Feature name="priority-support" />
            <li>
              <ul data-testid="override">
                <Feature name="priority-support" attributes={{ tier: 'silver' }} />
              </ul>
            </li>
          </ul>
        ),
      }),
    );
    await waitFor(() => expect(container.querySelector('[data-testid="feature-priority-support"]')?.textContent).toBe('true:'));
    expect(container.querySelector('[data-testid="override"] li')?.textContent).toBe('false:MISSING_FEATURE');
  });

  it('custom attributes cannot impersonate token facts (frontegg.* is reserved)', async () => {
    const { container } = await setupProvider(
      enabled({
        refreshAnswer: loginAnswer({ email: 'eve@elsewhere.org' }),
        script: (fake) => fake.on('GET', paths.me, { body: { ...fakeMeBody(), email: 'eve@elsewhere.org' } }),
        children: <Feature name="beta" attributes={{ 'frontegg.email': 'ada@example.com' }} />,
      }),
    );
    await waitFor(() => expect(text(container, 'feature-beta')).toBe('false:MISSING_FEATURE'));
  });

  it('evaluate permissions with their linked features', async () => {
    const noSso = fakeEntitlements({ plans: {} });
    const { container } = await setupProvider(
      enabled({
        script: (fake) => fake.on('GET', paths.userEntitlements, { body: noSso }),
        children: (
          <ul>
            <Permission name="fe.secure.read.audits" />
            <Permission name="fe.secure.write.samlConfiguration" />
            <Permission name="fe.secure.write.accountSettings" />
          </ul>
        ),
      }),
    );
    await waitFor(() => expect(text(container, 'permission-fe.secure.read.audits')).toBe('true:'));
    expect(text(container, 'permission-fe.secure.write.samlConfiguration')).toBe('false:MISSING_FEATURE');
    expect(text(container, 'permission-fe.secure.write.accountSettings')).toBe('false:MISSING_PERMISSION');
  });

  it('answer not entitled while signed out (spec 000 §4.8.8)', async () => {
    const { container, client } = await setupProvider(enabled({ signedIn: false, path: '/reports', children: <Feature name="reports" /> }));
    await waitFor(() => expect(client.session.getState().status).toBe('unauthenticated'));
    expect(text(container, 'feature-reports')).toBe('false:MISSING_FEATURE');
  });

  it('throw EntitlementsDisabledError unless entitlements are enabled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = await setupProvider({
      signedIn: true,
      children: (
        <Catch>
          <Feature name="reports" />
        </Catch>
      ),
    });
    await waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe(ENTITLEMENTS_DISABLED_MESSAGE));
  });

  it('useEntitlements re-renders only when the set changes, not on a refresh with an equal set', async () => {
    const rendered = vi.fn();
    function Raw() {
      rendered();
      const { entitlements } = useEntitlements();
      return <p data-testid="raw">{entitlements ? Object.keys(entitlements.features).join(',') : 'none'}</p>;
    }
    const granted = fakeEntitlements();
    granted.features['audit-export'] = { planIds: [], expireTime: -1, linkedPermissions: [] };
    const { container, client } = await setupProvider(
      enabled({
        script: (fake) =>
          fake.on('GET', paths.userEntitlements, { body: fakeEntitlements() }, { body: fakeEntitlements() }, { body: granted }),
        children: <Raw />,
      }),
    );
    await waitFor(() => expect(text(container, 'raw')).toBe('reports,sso,beta'));
    const settled = rendered.mock.calls.length;
    await act(() => client.refresh());
    expect(client.session.getState().user?.accessToken).toBeTruthy();
    expect(rendered).toHaveBeenCalledTimes(settled);
    await act(() => client.refresh());
    expect(text(container, 'raw')).toBe('reports,sso,beta,audit-export');
    expect(rendered.mock.calls.length).toBeGreaterThan(settled);
  });
});

describe('<Entitled>', () => {
  it('shows the fallback until the feature is granted, then the children after the next refresh', async () => {
    const { container, client, fake } = await setupProvider(
      enabled({
        script: (fake) => fake.on('GET', paths.userEntitlements, { body: fakeEntitlements() }),
        children: (
          <Entitled feature="audit-export" fallback={<p data-testid="upsell">Upgrade to export</p>}>
            <p data-testid="export">Export</p>
          </Entitled>
        ),
      }),
    );
    await waitFor(() => expect(text(container, 'upsell')).toBe('Upgrade to export'));
    expect(text(container, 'export')).toBeUndefined();
    const granted = fakeEntitlements();
    granted.features['audit-export'] = { planIds: [], expireTime: -1, linkedPermissions: [] };
    fake.on('GET', paths.userEntitlements, { body: granted });
    await act(() => client.refresh());
    expect(text(container, 'export')).toBe('Export');
    expect(text(container, 'upsell')).toBeUndefined();
  });

  it('gates on a permission, rendering nothing by default', async () => {
    const { container } = await setupProvider(
      enabled({
        children: (
          <div data-testid="gates">
            <Entitled permission="fe.secure.read.audits">
              <span>audits</span>
            </Entitled>
            <Entitled permission="fe.billing.write">
              <span>billing</span>
            </Entitled>
          </div>
        ),
      }),
    );
    await waitFor(() => expect(text(container, 'gates')).toBe('audits'));
  });
});

describe('<SteppedUp> (spec 000 §4.5)', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const gate = (
    <SteppedUp maxAge={300} fallback={<p data-testid="step-up">Verify it is you</p>}>
      <p data-testid="secret">Danger zone</p>
    </SteppedUp>
  );

  it('shows the children for a fresh multi-factor session', async () => {
    const { container } = await setupProvider({
      refreshAnswer: loginAnswer({ acr: MULTI_FACTOR_ACR, amr: ['pwd', 'mfa', 'otp'], auth_time: nowSeconds() - 10 }),
      children: gate,
    });
    await waitFor(() => expect(text(container, 'secret')).toBe('Danger zone'));
  });

  it.each([
    ['a password-only session', { amr: ['pwd'] }],
    ['a multi-factor session older than maxAge', { acr: MULTI_FACTOR_ACR, amr: ['pwd', 'mfa', 'otp'], auth_time: nowSeconds() - 301 }],
  ])('shows the fallback for %s', async (_name, claims) => {
    const { container, client } = await setupProvider({ refreshAnswer: loginAnswer(claims), children: gate });
    await waitFor(() => expect(client.session.getState().status).toBe('authenticated'));
    expect(text(container, 'step-up')).toBe('Verify it is you');
    expect(text(container, 'secret')).toBeUndefined();
  });
});

describe('useFeatureFlag (wire-compat §2.17)', () => {
  it("is true only for flags exactly 'on'", async () => {
    function Flags() {
      return (
        <p data-testid="flags">
          {[useFeatureFlag('new-dashboards'), useFeatureFlag('show-passkeys-new'), useFeatureFlag('missing')].join(',')}
        </p>
      );
    }
    const { container } = await setupProvider({
      script: (fake) => fake.on('GET', paths.flags, { body: { 'new-dashboards': 'on', 'show-passkeys-new': 'off' } }),
      children: <Flags />,
    });
    await waitFor(() => expect(text(container, 'flags')).toBe('true,false,false'));
  });
});

function fakeMeBody() {
  return {
    id: 'user-1',
    sub: 'user-1',
    email: 'ada@example.com',
    name: 'Ada',
    verified: true,
    mfaEnrolled: false,
    provider: 'local',
    tenantId: 'tenant-1',
    tenantIds: ['tenant-1'],
    tenants: [],
    metadata: '{}',
    createdAt: '2025-01-01T00:00:00.000Z',
    roles: [],
    permissions: [],
  };
}
