import type { ReactNode } from 'react';
import type { CreatedToken } from '@gatehouse/client';
import { portalTokensMessages } from '../../../i18n/portal-tokens-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SecretBox } from '../../../ui/secret-box';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

/** Props of NewTokenDialog. */
export interface NewTokenDialogProps {
  /** The token just made, with its secret; null once the dialog is closed (the secret is then gone for good). */
  token: CreatedToken | null;
  onClose(): void;
}

/**
 * The one time a token's secret (and a client credential's client id) is shown (spec 001 §4): each in a box that
 * keeps it whole and copies it. Closing the dialog drops the secret; it cannot be read again.
 */
export function NewTokenDialog({ token, onClose }: NewTokenDialogProps): ReactNode {
  const { t } = useMessages(portalTokensMessages);
  const ui = usePortalUiLabels();
  return (
    <Dialog
      open={token !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.tokens.created.title')}
      description={t('portal.tokens.created.text')}
      labels={ui.dialog}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('portal.common.done')}
        </Button>
      }
    >
      {token?.clientId && (
        <div className="gh-new-token-part">
          <p className="gh-form-label">{t('portal.tokens.created.clientId')}</p>
          <SecretBox value={token.clientId} label={t('portal.tokens.created.clientId')} labels={ui.secret} />
        </div>
      )}
      {token && (
        <div className="gh-new-token-part">
          <p className="gh-form-label">{t('portal.tokens.created.secret')}</p>
          <SecretBox value={token.secret} label={t('portal.tokens.created.secret')} labels={ui.secret} />
        </div>
      )}
    </Dialog>
  );
}
