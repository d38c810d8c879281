import { useId, type ReactNode } from 'react';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { TestIdentity, TestOutcome } from './test-result';
import { useConnectionTest } from './use-connection-test';

/** Props of ConnectionTest. */
export interface ConnectionTestProps {
  connection: SsoConfiguration;
  canWrite: boolean;
}

/**
 * Test connection: a real sign-in at the identity provider in a pop-up, for the connection on or off, that signs
 * nobody in. The outcome goes to a live region (present from the start, so screen readers announce its changes);
 * a success lists what the provider sent. Starting a test needs the write permission, and says so when missing.
 */
export function ConnectionTest({ connection, canWrite }: ConnectionTestProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const test = useConnectionTest(connection.id);
  const noteId = useId();
  const result = test.result;
  return (
    <Card className="gh-section-card">
      <CardHeader title={t('portal.sso.test.title')} description={t('portal.sso.test.text')} headingLevel={3} />
      <CardBody className="gh-section-column">
        <div className="gh-section-buttons">
          <Button
            size="sm"
            disabled={!canWrite}
            aria-describedby={canWrite ? undefined : noteId}
            loading={test.starting}
            onClick={test.start}
          >
            {t(test.started ? 'portal.sso.test.again' : 'portal.sso.test.start')}
          </Button>
        </div>
        {!canWrite && (
          <p id={noteId} className="gh-section-note">
            {t('portal.sso.test.needsWrite')}
          </p>
        )}
        {test.startError && (
          <p className="gh-section-alert" role="alert">
            {test.startError}
          </p>
        )}
        {test.blockedAddress && (
          <p className="gh-section-note">
            {t('portal.sso.test.blocked')}{' '}
            <a href={test.blockedAddress} target="_blank" rel="noopener noreferrer">
              {t('portal.sso.test.openPage')}
            </a>
          </p>
        )}
        <p className="gh-sso-test-status" role="status">
          {test.started && !test.readError && <TestOutcome result={result} />}
        </p>
        {test.readError && (
          <p className="gh-section-alert" role="alert">
            {test.readError}
          </p>
        )}
        {result?.status === 'succeeded' && result.identity && <TestIdentity identity={result.identity} />}
      </CardBody>
    </Card>
  );
}
