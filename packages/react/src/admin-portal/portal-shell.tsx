import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSession } from '../hooks/use-session';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';
import type { AdminPortalSection } from './admin-portal-options';
import { entryLabelId } from './entry-label';
import type { NavigationEntry } from './navigation';
import { PortalHeader } from './portal-header';
import { PortalNavigation } from './portal-navigation';
import { SectionSkeleton, ShellSkeleton } from './portal-skeleton';
import { sectionComponents } from './section-loaders';
import { usePortalEntries } from './use-portal-entries';

// Seldom shown (a user who may see nothing), so not part of the portal's first chunk.
const NothingToManage = lazy(() => import('./nothing-to-manage').then((m) => ({ default: m.NothingToManage })));

/** Where the portal is shown: in a host page, as the overlay, or as the whole (hosted) page. */
export type PortalMode = 'embedded' | 'overlay' | 'page';

/** Props of PortalShell. */
export interface PortalShellProps {
  mode: PortalMode;
  /** Section shown first (the first listed one, in the spec's order, when absent or not allowed). */
  initialSection?: AdminPortalSection;
  /** Called when the user opens another section (the hosted page keeps it in its address). */
  onSectionChange?(section: AdminPortalSection): void;
  /** Shows a close button in the header (the overlay's). */
  onClose?(): void;
}

/**
 * The portal's layout: the header, the grouped navigation beside the open section (a drawer on narrow screens) and
 * the section, in a region named after its entry; the section's own page header gives the h1.
 */
export function PortalShell({ mode, initialSection, onSectionChange, onClose }: PortalShellProps): ReactNode {
  const { status } = useSession();
  const { t, lang, dir } = useMessages(portalMessages);
  const entries = usePortalEntries();
  const [chosen, setChosen] = useState(initialSection);
  const className = `gh-admin-portal gh-admin-portal-${mode}`;
  if (status === 'loading') return <ShellSkeleton className={className} />;

  const active = entries.find((entry) => entry.section === chosen) ?? entries[0];
  const Section = active?.section ? sectionComponents[active.section] : undefined;
  const choose = (entry: NavigationEntry) => {
    if (!entry.section) return;
    setChosen(entry.section);
    onSectionChange?.(entry.section);
  };
  const Main = mode === 'page' ? 'main' : 'section';
  return (
    <div className={className} lang={lang} dir={dir}>
      <PortalHeader entries={entries} active={active} onChoose={choose} onClose={onClose} />
      <div className="gh-admin-body">
        {entries.length > 0 && (
          <div className="gh-admin-sidebar">
            <PortalNavigation entries={entries} active={active} onChoose={choose} />
          </div>
        )}
        <Main className="gh-admin-main" aria-label={active ? t(entryLabelId(active)) : t('portal.nav.label')}>
          <div className="gh-admin-content">
            <Suspense fallback={<SectionSkeleton />}>{Section ? <Section key={active?.name} /> : <NothingToManage />}</Suspense>
          </div>
        </Main>
      </div>
    </div>
  );
}
