import { useId, type ReactNode } from 'react';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import { entryLabelId, groupLabelId } from './entry-label';
import { groupEntries, type NavigationEntry } from './navigation';

/** Props of PortalNavigation. */
export interface PortalNavigationProps {
  entries: readonly NavigationEntry[];
  /** The open entry (marked `aria-current="page"`). */
  active: NavigationEntry | undefined;
  onChoose(entry: NavigationEntry): void;
}

/** The portal's navigation: each group under its heading (personal, then account), entries in the spec's order. */
export function PortalNavigation({ entries, active, onChoose }: PortalNavigationProps): ReactNode {
  const { t } = useMessages(portalMessages);
  const id = useId();
  return (
    <nav className="gh-admin-nav" aria-label={t('portal.nav.label')}>
      {groupEntries(entries).map(({ group, entries: listed }) => (
        <div key={group} className="gh-admin-nav-group" data-group={group}>
          <span id={`${id}${group}`} className="gh-admin-nav-heading">
            {t(groupLabelId(group))}
          </span>
          <ul className="gh-admin-nav-list" aria-labelledby={`${id}${group}`}>
            {listed.map((entry) => (
              <li key={entry.name}>
                <button
                  type="button"
                  className="gh-admin-nav-item"
                  aria-current={entry === active ? 'page' : undefined}
                  onClick={() => onChoose(entry)}
                >
                  {t(entryLabelId(entry))}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
