import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '../../../ui/table-types';
import type { PhoneNumberItem } from '@gatehouse/contracts';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table';
import { DropdownMenu } from '../../../ui/dropdown-menu';
import { EmptyState } from '../../../ui/empty-state';
import { IconButton } from '../../../ui/icon-button';
import { MoreIcon } from '../../../ui/icons';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { CodeDialog } from './code-dialog';
import { LoadFailed } from './load-failed';
import { PhoneNumberDialog } from './phone-number-dialog';

/** What is open: the number to add, the confirmation of a removal, or the texted code that finishes either. */
type Step =
  | { kind: 'add' }
  | { kind: 'confirm'; item: PhoneNumberItem }
  | { kind: 'code'; purpose: 'add' | 'remove'; otcToken: string; phoneNumber: string; phoneId?: string }
  | null;

/**
 * The user's phone numbers (spec 001 §3 Profile: list, add with verification, delete with verification): a number is
 * added once the code texted to it is entered; removing one is confirmed, then a verified number needs a code texted
 * to it, an unverified one goes at once. The list reloads after each change (the mutations do it).
 */
export function PhoneNumbersCard(): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const profile = useAdminData().profile;
  const numbers = useQuery(profile.queries.phoneNumbers());
  const add = useMutation(profile.mutations.addPhoneNumber());
  const verify = useMutation(profile.mutations.verifyPhoneNumber());
  const remove = useMutation(profile.mutations.removePhoneNumber());
  const verifyRemove = useMutation(profile.mutations.verifyRemovePhoneNumber());
  const [step, setStep] = useState<Step>(null);
  // A confirmation closes itself after its action: whether a code step followed decides if the flow ends there.
  const next = useRef<Step>(null);
  const close = (open: boolean) => !open && setStep(null);

  const columns = useMemo<ColumnDef<PhoneNumberItem>[]>(
    () => [
      {
        id: 'number',
        header: t('portal.profile.phones.column.number'),
        cell: ({ row }) => (
          <span className="gh-profile-cell gh-section-inline">
            {row.original.phoneNumber}
            {!row.original.verified && <Badge tone="warning">{t('portal.profile.phones.notVerified')}</Badge>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="gh-visually-hidden">{t('portal.common.actions')}</span>,
        meta: { actions: true },
        cell: ({ row }) => (
          <DropdownMenu
            trigger={
              <IconButton label={t('portal.profile.phones.actionsFor', { phoneNumber: row.original.phoneNumber })} size="sm">
                <MoreIcon />
              </IconButton>
            }
            items={[{ label: t('portal.common.remove'), tone: 'danger', onSelect: () => setStep({ kind: 'confirm', item: row.original }) }]}
          />
        ),
      },
    ],
    [t],
  );

  const confirm = step?.kind === 'confirm' ? step.item : null;
  const code = step?.kind === 'code' ? step : null;
  return (
    <Card className="gh-profile-card">
      <CardHeader
        title={t('portal.profile.phones.title')}
        description={t('portal.profile.phones.description')}
        actions={<Button onClick={() => setStep({ kind: 'add' })}>{t('portal.profile.phones.add')}</Button>}
      />
      <CardBody>
        {numbers.isError ? (
          <LoadFailed message={t('portal.profile.phones.loadFailed')} onRetry={() => void numbers.refetch()} />
        ) : (
          <DataTable
            caption={t('portal.profile.phones.title')}
            columns={columns}
            data={numbers.data}
            getRowId={(item) => item.id}
            labels={ui.table}
            skeletonRows={2}
            empty={<EmptyState title={t('portal.profile.phones.empty.title')} text={t('portal.profile.phones.empty.text')} />}
          />
        )}
      </CardBody>
      <PhoneNumberDialog
        open={step?.kind === 'add'}
        onOpenChange={close}
        title={t('portal.profile.phones.addTitle')}
        label={t('portal.profile.phones.numberLabel')}
        onSubmit={async (phoneNumber) => {
          const answer = await add.mutateAsync(phoneNumber);
          if (answer.otcToken) setStep({ kind: 'code', purpose: 'add', otcToken: answer.otcToken, phoneNumber });
          else {
            notify.success(t('portal.profile.phones.added'));
            setStep(null);
          }
        }}
      />
      {confirm && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setStep(next.current)}
          title={t('portal.profile.phones.removeTitle', { phoneNumber: confirm.phoneNumber })}
          description={confirm.verified ? t('portal.profile.phones.removeVerified') : t('portal.profile.phones.removeUnverified')}
          confirmLabel={confirm.verified ? t('portal.profile.phone.sendCode') : t('portal.common.remove')}
          tone={confirm.verified ? 'primary' : 'danger'}
          labels={ui.confirm}
          onConfirm={async () => {
            next.current = null;
            const answer = await remove.mutateAsync(confirm.id);
            if (answer.otcToken)
              next.current = {
                kind: 'code',
                purpose: 'remove',
                otcToken: answer.otcToken,
                phoneNumber: confirm.phoneNumber,
                phoneId: confirm.id,
              };
            else notify.success(t('portal.profile.phones.removed', { phoneNumber: confirm.phoneNumber }));
          }}
        />
      )}
      <CodeDialog
        open={code !== null}
        onOpenChange={close}
        title={
          code?.purpose === 'remove'
            ? t('portal.profile.phones.removeTitle', { phoneNumber: code.phoneNumber })
            : t('portal.profile.phone.verifyTitle', { phoneNumber: code?.phoneNumber ?? '' })
        }
        description={t('portal.profile.phone.codeText', { phoneNumber: code?.phoneNumber ?? '' })}
        submitLabel={code?.purpose === 'remove' ? t('portal.common.remove') : t('portal.profile.phone.verify')}
        danger={code?.purpose === 'remove'}
        onSubmit={async (value) => {
          if (!code) return;
          const texted = { otcToken: code.otcToken, code: value };
          if (code.purpose === 'remove') {
            await verifyRemove.mutateAsync({ ...texted, phoneId: code.phoneId! });
            notify.success(t('portal.profile.phones.removed', { phoneNumber: code.phoneNumber }));
          } else {
            await verify.mutateAsync(texted);
            notify.success(t('portal.profile.phones.added'));
          }
          setStep(null);
        }}
      />
    </Card>
  );
}
