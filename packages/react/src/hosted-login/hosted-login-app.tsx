import { useEffect, type ReactNode } from 'react';
import { GatehouseProvider } from '../gatehouse-provider';
import { useSession } from '../hooks/use-session';
import { hostedRoutes } from './hosted-routes';

/** Once signed in, goes back to the authorization request with a full page load: the server then issues the code. */
function Resume({ to }: { to: string }): ReactNode {
  const { status } = useSession();
  useEffect(() => {
    if (status === 'authenticated') window.location.replace(to);
  }, [status, to]);
  return (
    <p className="gh-status" role="status">
      Signing you in…
    </p>
  );
}

/** Props of HostedLoginApp. */
export interface HostedLoginAppProps {
  /** The Gatehouse server's own origin: the box is served by it, so every call is same-origin. */
  baseUrl: string;
  /** Where to go once signed in (`/oauth/authorize?…`). */
  resume: string;
}

/**
 * The hosted login page (spec 000 §4.7): the same login box as embedded mode, served by the
 * Gatehouse server at /oauth/login. Sign-in sets the server's own session cookie; the page then
 * returns to /oauth/authorize, which redirects to the application with a code.
 */
export function HostedLoginApp({ baseUrl, resume }: HostedLoginAppProps): ReactNode {
  return (
    <GatehouseProvider baseUrl={baseUrl} routes={hostedRoutes(resume)}>
      <Resume to={resume} />
    </GatehouseProvider>
  );
}
