import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import type { SsoDomain } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { CopyField } from './copy-field';

/** The label the server also looks for the TXT record under (decision 0048). */
const CHALLENGE_LABEL = '_gatehouse-challenge';

/** Props of DomainItem. */
export interface DomainItemProps {
  connectionId: string;
  domain: SsoDomain;
  canWrite: boolean;
}

/**
 * A domain, verified or not. Until it is, the TXT record to create (type, name, value, each copyable) and Verify,
 * which asks the server to look the record up and, when it is not there yet, shows the server's reason as it words
 * it. Remove asks first.
 */
export function DomainItem({ connectionId, domain, canWrite }: DomainItemProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const sso = useAdminData().sso;
  const validate = useMutation(sso.mutations.validateDomain());
  const remove = useMutation(sso.mutations.removeDomain());
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const params = { id: connectionId, domainId: domain.id };
  const name = domain.domain;

  const verify = async () => {
    setFailure(undefined);
    try {
      await validate.mutateAsync(params);
      notify.success(t('portal.sso.toast.domainVerified', { domain: name }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <li className="gh-sso-domain">
      <div className="gh-sso-domain-head">
        <span className="gh-section-inline">
          <span className="gh-sso-domain-name">{name}</span>
          <Badge tone={domain.validated ? 'success' : 'warning'}>
            {t(domain.validated ? 'portal.sso.domain.verified' : 'portal.sso.domain.pending')}
          </Badge>
        </span>
        {canWrite && (
          <span className="gh-section-buttons">
            {!domain.validated && (
              <Button
                size="sm"
                variant="primary"
                loading={validate.isPending}
                aria-label={t('portal.sso.domains.verifyLabel', { domain: name })}
                onClick={() => void verify()}
              >
                {t('portal.sso.domains.verify')}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('portal.sso.domains.removeLabel', { domain: name })}
              onClick={() => setRemoving(true)}
            >
              {t('portal.sso.domains.remove')}
            </Button>
          </span>
        )}
      </div>
      {failure && (
        <p className="gh-sso-domain-error gh-section-alert" role="alert">
          {failure}
        </p>
      )}
      {!domain.validated && (
        <div className="gh-section-column gh-sso-record">
          <p className="gh-section-note">{t('portal.sso.domains.recordIntro', { domain: name })}</p>
          <p className="gh-sso-record-type">
            {t('portal.sso.domains.recordType')}: <span className="gh-section-key">TXT</span>
          </p>
          <CopyField
            label={t('portal.sso.domains.recordName')}
            hint={t('portal.sso.domains.recordNameHint', { domain: name })}
            value={`${CHALLENGE_LABEL}.${name}`}
          />
          <CopyField label={t('portal.sso.domains.recordValue')} value={domain.txtRecord} />
        </div>
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(false)}
          title={t('portal.sso.confirm.removeDomain.title', { domain: name })}
          description={t('portal.sso.confirm.removeDomain.text', { domain: name })}
          confirmLabel={t('portal.sso.domains.remove')}
          labels={ui.confirm}
          onConfirm={async () => {
            await remove.mutateAsync(params);
            notify.success(t('portal.sso.toast.domainRemoved', { domain: name }));
          }}
        />
      )}
    </li>
  );
}
