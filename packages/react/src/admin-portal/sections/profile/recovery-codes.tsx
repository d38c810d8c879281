import type { ReactNode } from 'react';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SecretBox } from '../../../ui/secret-box';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

/** Props of RecoveryCodes. */
export interface RecoveryCodesProps {
  codes: readonly string[];
}

/**
 * The recovery codes an enrolment answered, shown once: each whole on its line, with Copy and Download as
 * recovery-codes.txt. The previous codes stopped working.
 */
export function RecoveryCodes({ codes }: RecoveryCodesProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  return (
    <div className="gh-profile-recovery">
      <p className="gh-profile-text">{t('portal.profile.recovery.text')}</p>
      <SecretBox value={codes} label={t('portal.profile.recovery.label')} labels={ui.secret} fileName="recovery-codes.txt" />
    </div>
  );
}

/** Props of RecoveryCodesDialog. */
export interface RecoveryCodesDialogProps {
  codes: readonly string[];
  onClose(): void;
}

/** The recovery codes of a finished enrolment in a dialog of their own, closed with "I saved them". */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.profile.recovery.title')}
      labels={ui.dialog}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('portal.profile.recovery.saved')}
        </Button>
      }
    >
      <RecoveryCodes codes={codes} />
    </Dialog>
  );
}
