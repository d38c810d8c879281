import { useState, type ReactNode } from 'react';
import { Entitled, useGatehouse } from '@gatehouse/react';

/** The demo's paid part: shown only to tenants entitled to `audit-export` (the Pro plan, or a direct grant). */
const FEATURE = 'audit-export';

/**
 * A gated section plus a button that asks the demo's back end for the export. The browser's gate is for the
 * UI only; the back end checks the same feature itself (@gatehouse/node requireFeature) and answers 403 or 200.
 */
export function AuditExportCard(): ReactNode {
  const { client } = useGatehouse();
  const [apiStatus, setApiStatus] = useState<string>('not asked yet');
  const [refreshing, setRefreshing] = useState(false);

  const askApi = async () => {
    setApiStatus('asking…');
    try {
      const token = client.getAccessToken();
      const response = await fetch('/api/audit-export', { headers: token ? { authorization: `Bearer ${token}` } : {} });
      setApiStatus(String(response.status));
    } catch {
      setApiStatus('unreachable');
    }
  };

  // Entitlements reload with every token refresh; this button runs one now instead of waiting for the timer.
  const refresh = () => {
    setRefreshing(true);
    void client.refresh().finally(() => setRefreshing(false));
  };

  return (
    <section className="demo-card" aria-labelledby="audit-export-heading">
      <h1 id="audit-export-heading">Audit export</h1>
      <Entitled
        feature={FEATURE}
        fallback={
          <p className="demo-muted" data-testid="audit-export-locked">
            Audit export is part of the Pro plan. Ask your vendor to upgrade this account.
          </p>
        }
      >
        <div data-testid="audit-export">
          <p>Download the account&apos;s audit log as CSV.</p>
        </div>
      </Entitled>
      <div className="demo-actions">
        <button type="button" className="demo-button demo-button-secondary" onClick={() => void askApi()} data-testid="audit-export-api">
          Ask the back end
        </button>
        <button
          type="button"
          className="demo-button demo-button-secondary"
          onClick={refresh}
          disabled={refreshing}
          data-testid="refresh-session"
        >
          Refresh session
        </button>
      </div>
      <p>
        GET /api/audit-export: <output data-testid="audit-export-api-status">{apiStatus}</output>
      </p>
    </section>
  );
}
