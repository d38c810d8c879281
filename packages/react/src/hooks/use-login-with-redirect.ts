import { useCallback } from 'react';
import { useGatehouse } from '../gatehouse-context';
import { matchAuthRoute } from '../routing/match-auth-route';

/** Options of the function useLoginWithRedirect returns. */
export interface LoginWithRedirectOptions {
  /** Where to go after signing in, passed as `?redirectUrl=` (checked by the spec 000 §2.1 rule). */
  redirectUrl?: string;
}

/** A function that remembers the current page and goes to the login route. */
export function useLoginWithRedirect(): (options?: LoginWithRedirectOptions) => void {
  const { client, history, navigate } = useGatehouse();
  return useCallback(
    (options?: LoginWithRedirectOptions) => {
      const loginUrl = client.routes.loginUrl;
      if (options?.redirectUrl) {
        navigate(`${loginUrl}?redirectUrl=${encodeURIComponent(options.redirectUrl)}`);
        return;
      }
      // Coming back to a login-box page (e.g. logout) after signing in would be pointless.
      const current = history.getCurrentUrl();
      if (!matchAuthRoute(current, client.routes)) client.setAfterAuthRedirect(current);
      navigate(loginUrl);
    },
    [client, history, navigate],
  );
}
