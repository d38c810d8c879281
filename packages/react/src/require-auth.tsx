import { useEffect, type ReactNode } from 'react';
import { useLoginWithRedirect } from './hooks/use-login-with-redirect';
import { useSession } from './hooks/use-session';

/** Props of RequireAuth. */
export interface RequireAuthProps {
  children: ReactNode;
  /** Shown while the session loads and while redirecting; a small status text by default. */
  fallback?: ReactNode;
}

const defaultFallback = (
  <div className="gh-loading" role="status">
    Loading…
  </div>
);

/** Renders its children for signed-in users; sends others to the login route, keeping the page to return to. */
export function RequireAuth({ children, fallback = defaultFallback }: RequireAuthProps): ReactNode {
  const { status } = useSession();
  const loginWithRedirect = useLoginWithRedirect();
  useEffect(() => {
    if (status === 'unauthenticated') loginWithRedirect();
  }, [status, loginWithRedirect]);
  return status === 'authenticated' ? children : fallback;
}

/** Alias of RequireAuth under the name other SDKs use. */
export const ProtectedRoute = RequireAuth;
