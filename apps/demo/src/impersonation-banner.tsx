import type { ReactNode } from 'react';
import { useAuth, useGatehouse } from '@gatehouse/react';

/** Shown while the session is an impersonation: the token's `act.sub` names the acting administrator (wire-compat §4.2). */
export function ImpersonationBanner(): ReactNode {
  const { user } = useAuth();
  const { client, navigate } = useGatehouse();
  const actor = (user as { act?: { sub?: string } } | null)?.act?.sub;
  if (!user || !actor) return null;
  return (
    <div className="demo-card demo-impersonation-banner" role="alert" data-testid="impersonation-banner">
      <strong>Impersonating {user.email}.</strong> Administrator <code data-testid="impersonation-actor">{actor}</code> is acting as this
      user; every action is audited.
      <button type="button" className="demo-button" onClick={() => navigate(client.routes.logoutUrl)}>
        End impersonation
      </button>
    </div>
  );
}
