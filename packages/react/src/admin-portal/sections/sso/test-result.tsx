import { useMemo, type ReactNode } from 'react';
import type { SsoConnectionTest } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { DataTable } from '../../../ui/data-table';
import { Spinner } from '../../../ui/spinner';
import type { ColumnDef } from '../../../ui/table-types';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { testReasonText } from './test-reasons';

type Identity = NonNullable<SsoConnectionTest['identity']>;

/** One line of what the provider sent: a fixed row (name, NameID, groups) or an attribute by its own name. */
interface SentRow {
  id: string;
  label: string;
  values: readonly string[];
}

/**
 * The outcome of a test, for the panel's live region: waiting, signed in (with the address), or failed with a plain
 * explanation of the check that refused the provider's answer (its code when the portal has no words for it).
 */
export function TestOutcome({ result }: { result: SsoConnectionTest | undefined }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  if (!result || result.status === 'pending')
    return (
      <span className="gh-sso-test-pending">
        <Spinner size="sm" /> {t('portal.sso.test.pending')}
      </span>
    );
  if (result.status === 'succeeded')
    return <strong className="gh-sso-test-outcome">{t('portal.sso.test.succeeded', { email: result.identity?.email ?? '' })}</strong>;
  const reason = result.reason ?? '';
  const explained = testReasonText(reason);
  return (
    <>
      <strong className="gh-sso-test-outcome gh-sso-test-failed">{t('portal.sso.test.failed')}</strong>
      <span className="gh-sso-test-reason">{explained ? t(explained) : t('portal.sso.test.reason.other', { reason })}</span>
    </>
  );
}

/** What the provider sent in a successful test: name, NameID and groups, then each attribute with its values. */
export function TestIdentity({ identity }: { identity: Identity }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const ui = usePortalUiLabels();
  const rows: SentRow[] = [
    { id: 'name', label: t('portal.sso.test.row.name'), values: identity.name ? [identity.name] : [] },
    { id: 'nameId', label: t('portal.sso.test.row.nameId'), values: identity.nameId ? [identity.nameId] : [] },
    { id: 'groups', label: t('portal.sso.test.row.groups'), values: identity.groups },
    ...Object.entries(identity.attributes).map(([name, values]) => ({ id: `attribute:${name}`, label: name, values })),
  ];
  const columns = useMemo<ColumnDef<SentRow>[]>(
    () => [
      {
        id: 'name',
        header: t('portal.sso.test.column.name'),
        cell: ({ row }) => <span className="gh-sso-domain-name">{row.original.label}</span>,
      },
      {
        id: 'values',
        header: t('portal.sso.test.column.values'),
        cell: ({ row }) => {
          const { values } = row.original;
          if (values.length === 0) return <span className="gh-section-cell-detail">{t('portal.sso.test.notSent')}</span>;
          if (values.length === 1) return <span className="gh-sso-test-value">{values[0]}</span>;
          return (
            <ul className="gh-sso-test-values">
              {values.map((value, index) => (
                <li key={index} className="gh-sso-test-value">
                  {value}
                </li>
              ))}
            </ul>
          );
        },
      },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('portal.sso.test.sent')}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      labels={ui.table}
      empty={null}
    />
  );
}
