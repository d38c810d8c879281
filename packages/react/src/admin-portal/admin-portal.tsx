import { Suspense, useContext, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import '../styles/admin-portal.css';
import { isFeatureFlagOn } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { useLocaleAttributes } from '../i18n/i18n-context';
import { ToastProvider } from '../ui/toast-provider';
import { UiRoot } from '../ui/ui-root';
import { AdminPortalContext, type AdminPortalContextValue } from './admin-portal-context';
import { AdminDataProvider } from './data/admin-data-provider';
import { usePortalUiLabels } from './kit/use-portal-ui-labels';
import type { AdminPortalOptions, AdminPortalSection } from './admin-portal-options';
import { grantedPermissions } from './granted-permissions';
import { visibleEntries } from './navigation';
import { sectionComponents } from './section-loaders';

/** Props of AdminPortal. */
export interface AdminPortalProps {
  /** Options; defaults to those of the surrounding AdminPortalProvider. */
  options?: AdminPortalOptions;
  /** Section shown first (the first visible one when absent or not allowed). */
  initialSection?: AdminPortalSection;
}

/** The admin portal: navigation gated by default visibility, permission and flag (spec 001 §2), and the open section. */
export function AdminPortal({ options, initialSection }: AdminPortalProps): ReactNode {
  const { client } = useGatehouse();
  const { status, user } = useSession();
  const context = useContext(AdminPortalContext);
  const resolved = useMemo(() => options ?? context?.options ?? {}, [options, context]);
  const flags = useSyncExternalStore(
    client.flags.subscribe,
    () => client.flags.getState().flags,
    () => client.flags.getState().flags,
  );
  const ui = usePortalUiLabels();
  const { dir } = useLocaleAttributes();
  // Entries whose section this package does not have yet are not listed (decision 0022).
  const entries = visibleEntries({
    permissions: grantedPermissions(user),
    isFlagOn: (flag) => isFeatureFlagOn(flags, flag),
    options: resolved,
  }).filter((e) => e.section && sectionComponents[e.section]);
  const [chosen, setChosen] = useState<AdminPortalSection | undefined>(initialSection);
  const headingId = useId();
  const active = entries.find((e) => e.section === chosen) ?? entries[0];
  const Section = active?.section ? sectionComponents[active.section] : undefined;
  // Sections read field and tab visibility from the context: the options given here win over the provider's.
  const shared = useMemo<AdminPortalContextValue>(
    () => ({ show: () => undefined, hide: () => undefined, isOpen: false, ...context, options: resolved }),
    [context, resolved],
  );

  return (
    <AdminPortalContext.Provider value={shared}>
      <AdminDataProvider>
        <UiRoot theme={resolved.theme} dir={dir}>
          <ToastProvider labels={ui.toast}>
            <div className="gh-admin-portal">
              <nav className="gh-admin-nav" aria-label="Admin portal">
                <ul className="gh-admin-nav-list">
                  {entries.map((entry) => (
                    <li key={entry.name}>
                      <button
                        type="button"
                        className="gh-admin-nav-item"
                        aria-current={entry === active ? 'page' : undefined}
                        onClick={() => setChosen(entry.section)}
                      >
                        {entry.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <section className="gh-admin-main" aria-labelledby={headingId}>
                <h1 id={headingId} className="gh-admin-title">
                  {active?.label ?? 'Admin portal'}
                </h1>
                {status === 'loading' && <p role="status">Loading…</p>}
                {status !== 'loading' && !active && <p className="gh-text">There is nothing here you may manage.</p>}
                {Section && (
                  <Suspense fallback={<p role="status">Loading…</p>}>
                    <Section key={active?.name} />
                  </Suspense>
                )}
              </section>
            </div>
          </ToastProvider>
        </UiRoot>
      </AdminDataProvider>
    </AdminPortalContext.Provider>
  );
}
