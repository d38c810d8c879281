import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Skeleton } from '../../../ui/skeleton';
import { useAdminData } from '../../data/use-admin-data';
import { CopyField } from './copy-field';
import { spHint } from './sso-words';

/**
 * What the administrator gives the identity provider, each value with Copy: for SAML the ACS URL, the entity id and
 * the service-provider metadata URL; for OpenID Connect the redirect URI.
 */
export function SpValues({ connection }: { connection: SsoConfiguration }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const admin = useAdminData();
  const oidc = connection.type === 'oidc';
  const summary = useQuery({ ...admin.sso.queries.oidc(), enabled: oidc });
  return (
    <div className="gh-section-column gh-sso-sp">
      <p className="gh-section-note">{t(spHint[connection.type])}</p>
      {oidc ? (
        summary.data?.redirectUri ? (
          <CopyField label={t('portal.sso.sp.redirectUri')} value={summary.data.redirectUri} />
        ) : (
          summary.isPending && <Skeleton height="3rem" />
        )
      ) : (
        <>
          <CopyField label={t('portal.sso.sp.acsUrl')} value={connection.acsUrl} />
          <CopyField label={t('portal.sso.sp.entityId')} value={connection.spEntityId} />
          {/* The server answers the connection's metadata (with its signing certificate) at its entity id. */}
          <CopyField label={t('portal.sso.sp.metadata')} hint={t('portal.sso.sp.metadataHint')} value={connection.spEntityId} />
        </>
      )}
    </div>
  );
}
