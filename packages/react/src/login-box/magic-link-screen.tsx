import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createLoginFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { BoxLink } from './box-link';
import { LoginBoxLayout } from './login-box-layout';
import { SignedInScreen } from './signed-in-screen';
import { TwoFactorScreen } from './two-factor-screen';
import { useFlow } from './use-flow';

/**
 * The magic-link callback route (spec 000 §2.1 magicLinkCallbackUrl): the token of the mailed link
 * is POSTed once and taken out of the address bar, so it reaches no other URL (decision 0010).
 */
export function MagicLinkScreen(): ReactNode {
  const { client } = useGatehouse();
  const [state, flow] = useFlow(createLoginFlow);
  // Read once: the address bar loses the token right after.
  const [token] = useState(() => client.getQueryParam('token'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (typeof window !== 'undefined' && window.location.search.includes('token='))
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    if (token) void flow.loginWithMagicLink(token);
  }, [flow, token]);

  if (state.step === 'loginWithTwoFactor' || state.step === 'recoverTwoFactor') return <TwoFactorScreen state={state} flow={flow} />;
  if (state.step === 'success') return <SignedInScreen />;
  if (state.error || !token) {
    return (
      <LoginBoxLayout title="This link does not work">
        <div className="gh-error" role="alert">
          {state.error ?? 'The sign-in link is incomplete.'}
        </div>
        <div className="gh-links">
          <BoxLink to={client.routes.loginUrl}>Back to sign in</BoxLink>
        </div>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title="Signing you in">
      <p className="gh-status" role="status">
        Signing you in…
      </p>
    </LoginBoxLayout>
  );
}
