import { useMemo } from 'react';
import { portalMessages } from '../../i18n/portal-messages';
import { useMessages } from '../../i18n/use-messages';
import type { ConfirmDialogLabels } from '../../ui/confirm-dialog';
import type { CopyButtonLabels } from '../../ui/copy-button';
import type { DataTableLabels } from '../../ui/data-table';
import type { DialogLabels } from '../../ui/dialog';
import type { PasswordInputLabels } from '../../ui/password-input';
import type { SecretBoxLabels } from '../../ui/secret-box';
import type { ToastLabels } from '../../ui/toast-provider';

/** The words every ui component of the portal needs, from the portal catalogue in the active locale. */
export interface PortalUiLabels {
  dialog: DialogLabels;
  confirm: ConfirmDialogLabels;
  table: DataTableLabels;
  copy: CopyButtonLabels;
  secret: SecretBoxLabels;
  toast: ToastLabels;
  password: PasswordInputLabels;
}

/** The ui components' labels for the portal: pass `labels={ui.dialog}` and so on, never English literals. */
export function usePortalUiLabels(): PortalUiLabels {
  const { t } = useMessages(portalMessages);
  return useMemo(() => {
    const copy = { copy: t('portal.common.copy'), copied: t('portal.common.copied'), copyFailed: t('portal.ui.copy.failed') };
    return {
      dialog: { close: t('portal.common.close') },
      confirm: { cancel: t('portal.common.cancel') },
      table: {
        loading: t('portal.common.loading'),
        previous: t('portal.ui.table.previous'),
        next: t('portal.ui.table.next'),
        pageOf: (page, pages) => t('portal.ui.table.pageOf', { page, pages }),
        selectAll: t('portal.ui.table.selectAll'),
        selectRow: (name) => t('portal.ui.table.selectRow', { name }),
        selected: (count) => t('portal.ui.table.selected', { count }),
        sortBy: (column) => t('portal.ui.table.sortBy', { column }),
      },
      copy,
      secret: { ...copy, download: t('portal.common.download') },
      toast: { close: t('portal.common.close'), region: t('portal.ui.toast.region'), notification: t('portal.ui.toast.notification') },
      password: { show: t('portal.ui.password.show') },
    };
  }, [t]);
}
