import type { ReactNode } from 'react';
import { useAuth, useGatehouse, useTenants } from '@gatehouse/react';
import { AuditExportCard } from './audit-export-card';
import { MfaCard } from './mfa-card';
import { TenantSwitcher } from './tenant-switcher';

/** The protected home page: who is signed in, their tenants, sign-out, and a part gated by an entitlement. */
export function HomePage(): ReactNode {
  const { user } = useAuth();
  const { activeTenant } = useTenants();
  const { client, navigate } = useGatehouse();
  if (!user) return null;
  return (
    <main className="demo-page">
      <section className="demo-card" aria-labelledby="signed-in-heading">
        <h1 id="signed-in-heading">Signed in as</h1>
        <p className="demo-user-name" data-testid="user-name">
          {user.name}
        </p>
        <p className="demo-user-email" data-testid="user-email">
          {user.email}
        </p>
        <p>
          Active tenant: <strong data-testid="active-tenant">{activeTenant?.name ?? 'none'}</strong>
        </p>
        <p className="demo-muted">
          Tenant id (the vendor grants plans to it): <code data-testid="active-tenant-id">{activeTenant?.tenantId ?? ''}</code>
        </p>
        <TenantSwitcher />
        <button type="button" className="demo-button" onClick={() => navigate(client.routes.logoutUrl)}>
          Sign out
        </button>
      </section>
      <MfaCard />
      <AuditExportCard />
    </main>
  );
}
