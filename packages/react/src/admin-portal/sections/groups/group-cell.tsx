import type { ReactNode } from 'react';
import type { Group } from '@gatehouse/contracts';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Badge } from '../../../ui/badge';

/** The group column: its colour swatch, name and description, and a SCIM badge when the directory manages it. */
export function GroupCell({ group }: { group: Group }): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  return (
    <div className="gh-group-cell">
      {/* The server has checked the colour; an unknown one leaves the swatch empty rather than breaking the row. */}
      <span className="gh-group-swatch" style={{ backgroundColor: group.color || undefined }} aria-hidden="true" />
      <div className="gh-group-cell-text gh-section-cell-text">
        <span className="gh-group-cell-name">
          {group.name}
          {group.managedBy === 'scim2' && <Badge title={t('portal.groups.badge.scimHint')}>{t('portal.groups.badge.scim')}</Badge>}
        </span>
        {group.description && <span className="gh-group-cell-description gh-section-cell-detail">{group.description}</span>}
      </div>
    </div>
  );
}
