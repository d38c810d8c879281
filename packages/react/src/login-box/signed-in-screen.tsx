import type { ReactNode } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { LoginBoxLayout } from './login-box-layout';

/** Step success of the login wizard: signed in, the redirect is on its way (spec 000 §4.1 step 7). */
export function SignedInScreen(): ReactNode {
  const { t } = useMessages(loginMessages);
  return (
    <LoginBoxLayout title={t('login.signIn.title')} step="signedIn">
      <p className="gh-status" role="status">
        {t('login.signIn.signedIn')}
      </p>
    </LoginBoxLayout>
  );
}
