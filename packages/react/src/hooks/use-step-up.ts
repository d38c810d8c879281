import { useCallback } from 'react';
import { useGatehouse } from '../gatehouse-context';
import { matchAuthRoute } from '../routing/match-auth-route';

/** Options of the function useStepUp returns. */
export interface StepUpOptions {
  /** Most seconds since the second factor (`auth_time`); passed on as `?maxAge=`. */
  maxAge?: number;
}

/**
 * A function that sends the signed-in user to the step-up route (spec 000 §4.5) and, once the
 * second factor is proven, back to the current page.
 */
export function useStepUp(): (options?: StepUpOptions) => void {
  const { client, history, navigate } = useGatehouse();
  return useCallback(
    (options?: StepUpOptions) => {
      const current = history.getCurrentUrl();
      if (!matchAuthRoute(current, client.routes)) client.setAfterAuthRedirect(current);
      const maxAge = options?.maxAge;
      navigate(maxAge === undefined ? client.routes.stepUpUrl : `${client.routes.stepUpUrl}?maxAge=${encodeURIComponent(String(maxAge))}`);
    },
    [client, history, navigate],
  );
}
