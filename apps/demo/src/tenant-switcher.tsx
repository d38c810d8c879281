import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTenants } from '@gatehouse/react';

/** A select of the user's tenants; choosing one switches the session to it. */
export function TenantSwitcher(): ReactNode {
  const { tenants, activeTenant, switchTenant } = useTenants();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setBusy(true);
    setError(null);
    switchTenant(event.target.value)
      .catch((cause: unknown) => setError(cause instanceof Error ? cause.message : 'Could not switch tenant'))
      .finally(() => setBusy(false));
  };

  return (
    <div className="demo-field">
      <label htmlFor="tenant-switcher">Tenant</label>
      <select
        id="tenant-switcher"
        aria-label="Tenant"
        data-testid="tenant-switcher"
        value={activeTenant?.tenantId ?? ''}
        onChange={onChange}
        disabled={busy || tenants.length < 2}
        aria-busy={busy}
      >
        {tenants.map((tenant) => (
          <option key={tenant.tenantId} value={tenant.tenantId}>
            {tenant.name}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="demo-error">
          {error}
        </p>
      )}
    </div>
  );
}
