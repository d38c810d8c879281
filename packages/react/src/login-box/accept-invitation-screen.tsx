import { useEffect, type ReactNode } from 'react';
import { createAcceptInvitationFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { BoxLink } from './box-link';
import { LoginBoxLayout } from './login-box-layout';
import { useFlow } from './use-flow';
import { useShownText } from './use-shown-text';

/**
 * The accept-invitation route: an existing account joins the tenant it was invited to (spec 000 §2.3, §4.3). Each
 * step's heading takes focus as it comes (LoginBoxLayout), so a screen reader reads the new state first.
 */
export function AcceptInvitationScreen(): ReactNode {
  const { client } = useGatehouse();
  const { status } = useSession();
  const { t } = useMessages(loginRoutesMessages);
  const shown = useShownText();
  const [state, flow] = useFlow(createAcceptInvitationFlow);
  const backToLogin = (
    <div className="gh-links">
      <BoxLink to={client.routes.loginUrl}>{t('login.common.backToSignIn')}</BoxLink>
    </div>
  );

  useEffect(() => {
    void flow.start();
  }, [flow]);

  switch (state.step) {
    case 'validating':
    case 'pending':
      return (
        <LoginBoxLayout title={t('login.acceptInvitation.acceptingTitle')}>
          <p className="gh-status" role="status">
            {t('login.acceptInvitation.accepting')}
          </p>
        </LoginBoxLayout>
      );
    case 'invalid':
      return (
        <LoginBoxLayout title={t('login.acceptInvitation.invalidTitle')}>
          <div className="gh-form">
            <p className="gh-error" role="alert">
              {t('login.acceptInvitation.invalidDetail')}
            </p>
            {backToLogin}
          </div>
        </LoginBoxLayout>
      );
    case 'failed':
      return (
        <LoginBoxLayout title={t('login.acceptInvitation.failedTitle')}>
          <div className="gh-form">
            <p className="gh-error" role="alert">
              {shown(state.error ?? '')}
            </p>
            <button type="button" className="gh-button gh-button-primary" onClick={() => void flow.retry()}>
              {t('login.acceptInvitation.retry')}
            </button>
            {backToLogin}
          </div>
        </LoginBoxLayout>
      );
    case 'success': {
      const signedIn = status === 'authenticated';
      return (
        <LoginBoxLayout title={t('login.acceptInvitation.successTitle')}>
          <div className="gh-form">
            <p className="gh-status" role="status">
              {signedIn ? t('login.acceptInvitation.successSignedIn') : t('login.acceptInvitation.successSignedOut')}
            </p>
            <button type="button" className="gh-button gh-button-primary" onClick={() => flow.continue()}>
              {signedIn ? t('login.common.continue') : t('login.acceptInvitation.continueToSignIn')}
            </button>
          </div>
        </LoginBoxLayout>
      );
    }
  }
}
