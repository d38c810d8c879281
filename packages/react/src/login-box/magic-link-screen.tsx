import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createLoginFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { LoginBoxLayout } from './login-box-layout';
import { SignedInScreen } from './signed-in-screen';
import { TwoFactorScreen } from './two-factor-screen';
import { useFlow } from './use-flow';
import { useShownText } from './use-shown-text';

/**
 * The magic-link callback route (spec 000 §2.1 magicLinkCallbackUrl): the token of the mailed link
 * is POSTed once and taken out of the address bar, so it reaches no other URL (decision 0010).
 */
export function MagicLinkScreen(): ReactNode {
  const { client } = useGatehouse();
  const { t } = useMessages(loginRoutesMessages);
  const shown = useShownText();
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
      <LoginBoxLayout title={t('login.magicLink.brokenTitle')}>
        <div className="gh-error" role="alert">
          {state.error ? shown(state.error) : t('login.magicLink.incomplete')}
        </div>
        <div className="gh-links">
          <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>
        </div>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title={t('login.magicLink.signingInTitle')}>
      <p className="gh-status" role="status">
        {t('login.magicLink.signingIn')}
      </p>
    </LoginBoxLayout>
  );
}
