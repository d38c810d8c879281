import { useEffect, useRef, type ReactNode } from 'react';
import { useGatehouse } from '../gatehouse-context';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { LoginBoxLayout } from './login-box-layout';

/** The logout route: ends the session, then replaces itself with the login route (spec 000 §2.1). */
export function LogoutScreen(): ReactNode {
  const { client, navigate } = useGatehouse();
  const { t } = useMessages(loginRoutesMessages);
  // React's development double-effect must not send two logouts.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void client.logout().finally(() => navigate(client.routes.loginUrl, { replace: true }));
  }, [client, navigate]);
  return (
    <LoginBoxLayout title={t('login.logout.title')}>
      <p className="gh-status" role="status">
        {t('login.logout.status')}
      </p>
    </LoginBoxLayout>
  );
}
