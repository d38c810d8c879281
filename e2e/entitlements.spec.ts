import { expect, test } from './capture';
import { activate, signUp, vendorApi, waitForServer } from './journey-steps';

// Issue 3: a part of the demo gated by the `audit-export` feature (Pro plan, not Free), in the browser by
// <Entitled> over the entitlements loaded with the session, and in the demo's back end by @gatehouse/node.
test('entitlements: a feature granted by the vendor appears after the next token refresh, in the page and the back end', async ({
  page,
  request,
}) => {
  await waitForServer(request);
  const email = `grace-${Date.now()}@example.com`;
  await signUp(page, { name: 'Grace Hopper', email, company: 'Compilers Inc' });
  await activate(page, request, email);
  const tenantId = (await page.getByTestId('active-tenant-id').textContent())?.trim() ?? '';
  expect(tenantId).not.toBe('');

  // The vendor puts the new account on the Free plan, which lacks audit-export.
  const vendor = await vendorApi(request);
  await vendor.grant({ tenantId, planId: await vendor.planId('free') });
  await page.reload();
  await expect(page.getByTestId('user-email')).toHaveText(email);

  // Hidden in the page, refused by the back end.
  await expect(page.getByTestId('audit-export-locked')).toBeVisible();
  await expect(page.getByTestId('audit-export')).toHaveCount(0);
  await page.getByTestId('audit-export-api').click();
  await expect(page.getByTestId('audit-export-api-status')).toHaveText('403');

  // The vendor grants the feature to the tenant through the management API.
  await vendor.grant({ tenantId, featureId: await vendor.featureId('audit-export') });

  // The next token refresh (run in the page, no reload) brings the new entitlement set with it. Tokens carry
  // iat in whole seconds and no jti, so a refresh within the same second as the reload above would return the
  // very same token string, whose entitlements the back-end SDK still has cached (10 s per token): let the
  // second turn, as any real refresh (minutes later) does.
  await page.waitForTimeout(1_100);
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/entitlements/api/v2/user-entitlements') && r.status() === 200);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/identity/resources/auth/v1/user/token/refresh') && r.status() === 200);
  await page.getByTestId('refresh-session').click();
  await Promise.all([refreshed, reloaded]);
  await expect(page.getByTestId('audit-export')).toBeVisible();
  await expect(page.getByTestId('audit-export-locked')).toHaveCount(0);

  // The back end judges the new token the same way.
  await page.getByTestId('audit-export-api').click();
  await expect(page.getByTestId('audit-export-api-status')).toHaveText('200');

  // A reload (a refresh from the cookie) keeps it.
  await page.reload();
  await expect(page.getByTestId('audit-export')).toBeVisible();
});
