import { useEffect, useRef, type ReactNode } from 'react';
import { createImpersonationFlow } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
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
  const { t } = useMessages(loginRoutesMessages);
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
      <LoginBoxLayout title={t('login.impersonate.title')}>
        <p className="gh-status gh-impersonation-success" role="status">
          {t('login.impersonate.acting')}
        </p>
      </LoginBoxLayout>
    );
  }
  return (
    <LoginBoxLayout title={t('login.impersonate.title')}>
      {!userId && <FormError message={t('login.impersonate.noUser')} />}
      {status === 'unauthenticated' && <FormError message={t('login.impersonate.signInFirst')} />}
      <FormError message={state.error} />
      {!state.error && userId && status !== 'unauthenticated' && (
        <div className="gh-loading" role="status">
          {t('login.common.loading')}
        </div>
      )}
    </LoginBoxLayout>
  );
}
