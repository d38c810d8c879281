import { lazy, Suspense, type ReactNode } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import type { RecoveryCodesProps } from './recovery-codes';

const RecoveryCodes = lazy(() => import('./recovery-codes').then((m) => ({ default: m.RecoveryCodes })));

/** The recovery codes with copy and download, loaded when a set-up step first shows them (bundle budget). */
export function LazyRecoveryCodes(props: RecoveryCodesProps): ReactNode {
  const { t } = useMessages(loginMessages);
  return (
    <Suspense
      fallback={
        <div className="gh-loading" role="status">
          {t('login.common.loading')}
        </div>
      }
    >
      <RecoveryCodes {...props} />
    </Suspense>
  );
}
