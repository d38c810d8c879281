import type { ReactNode } from 'react';
import { PasskeysSection, useAuth, useGatehouse, useTenants } from '@gatehouse/react';
import { AdminPortalCard } from './admin-portal-card';
import { AuditExportCard } from './audit-export-card';
import { ImpersonationBanner } from './impersonation-banner';
import { MfaCard } from './mfa-card';
import { STEPPED_UP_PATH } from './stepped-up-page';
import { TenantSwitcher } from './tenant-switcher';

/** The protected home page: who is signed in, their tenants, sign-out, and a part gated by an entitlement. */
export function HomePage(): ReactNode {
  const { user } = useAuth();
  const { activeTenant } = useTenants();
  const { client, navigate } = useGatehouse();
  if (!user) return null;
  return (
    <main className="demo-page">
      <ImpersonationBanner />
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
      <AdminPortalCard />
      <MfaCard />
      <section className="demo-card" aria-labelledby="stepped-up-link-heading">
        <h1 id="stepped-up-link-heading">Sensitive settings</h1>
        <p className="demo-muted">Needs a second factor confirmed in the last minute (step-up).</p>
        <a
          href={STEPPED_UP_PATH}
          className="demo-button"
          data-testid="stepped-up-link"
          onClick={(event) => (event.preventDefault(), navigate(STEPPED_UP_PATH))}
        >
          Open sensitive settings
        </a>
      </section>
      <div className="demo-card" data-testid="passkeys-card">
        <PasskeysSection />
      </div>
      <AuditExportCard />
    </main>
  );
}
