import type { ReactNode } from 'react';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { EmptyState } from '../ui/empty-state';

/** What the portal shows a user who may see no entry at all: a page title and what to do about it. */
export function NothingToManage(): ReactNode {
  const { t } = useMessages(portalMessages);
  return <EmptyState title={t('portal.shell.empty.title')} text={t('portal.shell.empty.text')} headingLevel={1} />;
}
