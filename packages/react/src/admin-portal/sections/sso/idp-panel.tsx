import type { FormEvent, ReactNode } from 'react';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { useNotify } from '../../kit/use-notify';
import { IdpFields } from './idp-fields';
import { SpValues } from './sp-values';
import { useIdpForm } from './use-idp-form';

/** Props of IdpPanel. */
export interface IdpPanelProps {
  connection: SsoConfiguration;
  canWrite: boolean;
}

/** The two sides of the connection: what to give the provider, and what is saved of the provider (with its form). */
export function IdpPanel({ connection, canWrite }: IdpPanelProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const oidc = connection.type === 'oidc';
  const saved = (value: string) => value || t('portal.sso.idpForm.notSet');
  const rows: [string, string][] = oidc
    ? [
        [t('portal.sso.idpForm.issuer'), saved(connection.oidcIssuer)],
        [t('portal.sso.idpForm.clientId'), saved(connection.oidcClientId)],
      ]
    : [
        [t('portal.sso.idpForm.entityId'), saved(connection.idpEntityId)],
        [t('portal.sso.idpForm.signInUrl'), saved(connection.ssoEndpoint)],
        [t('portal.sso.idpForm.certificate'), connection.publicCertificate ? t('portal.sso.idpForm.certificateSet') : saved('')],
      ];
  return (
    <div className="gh-section-column">
      <Card className="gh-section-card">
        <CardHeader title={t('portal.sso.sp.title')} headingLevel={3} />
        <CardBody>
          <SpValues connection={connection} />
        </CardBody>
      </Card>
      <Card className="gh-section-card">
        <CardHeader title={t('portal.sso.idpForm.title')} headingLevel={3} />
        <CardBody>
          <dl className="gh-sso-saved" aria-label={t('portal.sso.idpForm.current')}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="gh-section-key">{value}</dd>
              </div>
            ))}
          </dl>
          {canWrite && <ProviderForm connection={connection} />}
        </CardBody>
      </Card>
    </div>
  );
}

function ProviderForm({ connection }: { connection: SsoConfiguration }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const form = useIdpForm(connection);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await form.save()) notify.success(t('portal.sso.toast.saved'));
  };
  return (
    <form className="gh-section-column" noValidate onSubmit={(event) => void submit(event)}>
      <IdpFields connection={connection} form={form} />
      <div className="gh-section-buttons">
        <Button type="submit" variant="primary" loading={form.busy}>
          {t('portal.sso.idpForm.save')}
        </Button>
      </div>
    </form>
  );
}
