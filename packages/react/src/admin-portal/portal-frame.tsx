import { useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocaleAttributes } from '../i18n/i18n-context';
import { usePortalContainer } from '../ui/ui-context';
import { UiRoot } from '../ui/ui-root';
import { AdminPortalContext, type AdminPortalContextValue } from './admin-portal-context';
import type { AdminPortalOptions } from './admin-portal-options';
import { AdminDataProvider } from './data/admin-data-provider';
import { usePortalUiLabels } from './kit/use-portal-ui-labels';
import { PortalToasts } from './portal-toasts';
import { usePortalTheme } from './use-portal-theme';

/** The locale's language on the themed portal root, where the portal's dialogs, menus and toasts render. */
function PortalLanguage({ lang }: { lang: string }): null {
  const container = usePortalContainer();
  useLayoutEffect(() => {
    container?.setAttribute('lang', lang);
  }, [container, lang]);
  return null;
}

/** Props of PortalFrame. */
export interface PortalFrameProps {
  /** Options; defaults to those of the surrounding AdminPortalProvider. */
  options?: AdminPortalOptions;
  children?: ReactNode;
}

/**
 * What every mode of the portal renders in: the options (given here, else the provider's), the admin data, a UiRoot
 * themed by the provider's theme and the portal's own, in the locale's direction and language, and toasts.
 */
export function PortalFrame({ options, children }: PortalFrameProps): ReactNode {
  const context = useContext(AdminPortalContext);
  const resolved = useMemo(() => options ?? context?.options ?? {}, [options, context]);
  // Sections read field and tab visibility from the context: the options given here win over the provider's.
  const shared = useMemo<AdminPortalContextValue>(
    () => ({ show: () => undefined, hide: () => undefined, isOpen: false, ...context, options: resolved }),
    [context, resolved],
  );
  const theme = usePortalTheme(resolved.theme);
  const { lang, dir } = useLocaleAttributes();
  const ui = usePortalUiLabels();
  return (
    <AdminPortalContext.Provider value={shared}>
      <AdminDataProvider>
        <UiRoot theme={theme} dir={dir}>
          <PortalLanguage lang={lang} />
          <PortalToasts labels={ui.toast}>{children}</PortalToasts>
        </UiRoot>
      </AdminDataProvider>
    </AdminPortalContext.Provider>
  );
}
