import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { FormAlert } from '../users/form-alert';
import { DomainItem } from './domain-item';
import { fieldErrors } from './sso-words';

/** Props of DomainsPanel. */
export interface DomainsPanelProps {
  connection: SsoConfiguration;
  canWrite: boolean;
}

const DOMAIN_CODES = { 'sso.domain_invalid': 'domain', 'sso.domain_exists': 'domain' } as const;

/** The connection's domains: add one (its TXT record then shows), verify it, remove it. */
export function DomainsPanel({ connection, canWrite }: DomainsPanelProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const add = useMutation(useAdminData().sso.mutations.addDomain());
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (!domain.trim()) return setError(t('portal.sso.domains.required'));
    setError(undefined);
    try {
      const added = await add.mutateAsync({ id: connection.id, domain });
      setDomain('');
      notify.success(t('portal.sso.toast.domainAdded', { domain: added.domain }));
    } catch (failure) {
      const split = fieldErrors(failure, ['domain'] as const, DOMAIN_CODES);
      setError(split.fields.domain);
      setFormError(split.rest);
    }
  };

  return (
    <Card className="gh-section-card">
      <CardHeader title={t('portal.sso.tab.domains')} description={t('portal.sso.domains.text')} headingLevel={3} />
      <CardBody>
        {canWrite && (
          <form className="gh-sso-add" noValidate onSubmit={(event) => void submit(event)}>
            <FormAlert message={formError} />
            <div className="gh-sso-add-row">
              <FormField label={t('portal.sso.domains.field')} error={error} className="gh-sso-add-field">
                <TextInput
                  autoComplete="off"
                  inputMode="url"
                  placeholder="example.com"
                  value={domain}
                  disabled={add.isPending}
                  onChange={(e) => setDomain(e.target.value)}
                />
              </FormField>
              <Button type="submit" loading={add.isPending}>
                {t('portal.sso.domains.add')}
              </Button>
            </div>
          </form>
        )}
        {connection.domains.length === 0 ? (
          <p className="gh-section-note">{t('portal.sso.domains.empty')}</p>
        ) : (
          <ul className="gh-sso-domains" aria-label={t('portal.sso.domains.list')}>
            {connection.domains.map((d) => (
              <DomainItem key={d.id} connectionId={connection.id} domain={d} canWrite={canWrite} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
