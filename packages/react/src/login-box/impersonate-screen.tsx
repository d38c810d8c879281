import { useEffect, useRef, type ReactNode } from 'react';
import { createImpersonationFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { FormError } from './form-error';
import { LoginBoxLayout } from './login-box-layout';
import { useFlow } from './use-flow';

/**
 * The impersonation route (spec 000 §2.1 impersonationUrl, §4.6): `?userId=` names the member to
 * act as; the signed-in administrator's session is the actor. Loading, then success, then (1 s)
 * the session is refreshed into the impersonated one.
 */
export function ImpersonateScreen(): ReactNode {
  const { client } = useGatehouse();
  const { status } = useSession();
  const [state, flow] = useFlow(createImpersonationFlow);
  const userId = client.getQueryParam('userId');
  // Started once, when the administrator's session is known (effects may run twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'authenticated' || !userId || started.current) return;
    started.current = true;
    void flow.impersonate({ impersonatedUserId: userId, redirectUrl: client.getQueryParam('redirectUrl') ?? undefined });
  }, [client, flow, status, userId]);

  if (state.step === 'success') {
    return (
      <LoginBoxLayout title="Impersonating">
        <p className="gh-status gh-impersonation-success" role="status">
          You are now acting as this user. Loading their session…
        </p>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title="Impersonating">
      {!userId && <FormError message="No user to impersonate was given" />}
      {status === 'unauthenticated' && <FormError message="Sign in as an administrator first" />}
      <FormError message={state.error} />
      {!state.error && userId && status !== 'unauthenticated' && (
        <div className="gh-loading" role="status">
          Loading…
        </div>
      )}
    </LoginBoxLayout>
  );
}
