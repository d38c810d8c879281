import type { ReactNode } from 'react';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardBody } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { idpName, isConfigured, protocolOf } from './sso-words';

/** The attribute that marks each connection's Manage button, so focus can go back to it. */
export const MANAGE_ATTRIBUTE = 'data-sso-manage';

/** Props of ConnectionList. */
export interface ConnectionListProps {
  /** Undefined while they load. */
  connections: readonly SsoConfiguration[] | undefined;
  onManage(id: string): void;
}

/** Whether a connection is on, and whether its set-up is finished. */
export function ConnectionStatus({ connection }: { connection: SsoConfiguration }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  return (
    <>
      <Badge tone={connection.enabled ? 'success' : 'neutral'}>
        {t(connection.enabled ? 'portal.sso.status.enabled' : 'portal.sso.status.disabled')}
      </Badge>
      {!isConfigured(connection) && <Badge tone="warning">{t('portal.sso.status.incomplete')}</Badge>}
    </>
  );
}

/** Each connection as a card: the provider and protocol, on or off, its domains verified or not, and Manage. */
export function ConnectionList({ connections, onManage }: ConnectionListProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  if (!connections)
    return (
      <div className="gh-section-column" aria-busy="true">
        <Skeleton height="7rem" />
      </div>
    );
  return (
    <ul className="gh-sso-list" aria-label={t('portal.sso.list')}>
      {connections.map((c) => {
        const name = t(idpName[c.type]);
        return (
          <li key={c.id}>
            <Card className="gh-section-card gh-sso-connection">
              <CardBody>
                <div className="gh-sso-connection-head">
                  <div className="gh-section-cell-text">
                    <h2 className="gh-sso-connection-name">{name}</h2>
                    <span className="gh-section-cell-detail">{t(protocolOf(c.type))}</span>
                  </div>
                  <div className="gh-section-badges">
                    <ConnectionStatus connection={c} />
                  </div>
                </div>
                {c.domains.length === 0 ? (
                  <p className="gh-section-note">{t('portal.sso.noDomains')}</p>
                ) : (
                  <ul className="gh-sso-domain-badges">
                    {c.domains.map((d) => (
                      <li key={d.id} className="gh-section-inline">
                        <span className="gh-section-key">{d.domain}</span>
                        <Badge tone={d.validated ? 'success' : 'warning'}>
                          {t(d.validated ? 'portal.sso.domain.verified' : 'portal.sso.domain.pending')}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="gh-section-buttons">
                  <Button
                    size="sm"
                    aria-label={t('portal.sso.manageLabel', { name })}
                    {...{ [MANAGE_ATTRIBUTE]: c.id }}
                    onClick={() => onManage(c.id)}
                  >
                    {t('portal.sso.manage')}
                  </Button>
                </div>
              </CardBody>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
