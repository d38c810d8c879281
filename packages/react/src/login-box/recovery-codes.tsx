import type { ReactNode } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { SecretBox } from '../ui/secret-box';

/** Props of RecoveryCodes. */
export interface RecoveryCodesProps {
  codes: readonly string[];
}

/**
 * The recovery codes shown once after a second factor is set up: whole codes in a grid (a code never wraps), with
 * Copy and Download (a .txt file, one code a line). Loaded with the step that shows them, not with the first screen.
 */
export function RecoveryCodes({ codes }: RecoveryCodesProps): ReactNode {
  const { t } = useMessages(loginMessages);
  return (
    <SecretBox
      className="gh-recovery-codes"
      value={codes}
      label={t('login.common.recoveryCodes')}
      fileName={t('login.recoveryCodes.fileName')}
      labels={{
        copy: t('login.recoveryCodes.copy'),
        copied: t('login.recoveryCodes.copied'),
        copyFailed: t('login.recoveryCodes.copyFailed'),
        download: t('login.recoveryCodes.download'),
      }}
    />
  );
}
