import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastLabels } from '../ui/toast-provider';
import { ToastContext, type ToastApi, type ToastOptions } from '../ui/use-toast';

// Radix Toast is a fifth of the shell and many visits never show a toast: it loads when the first one is asked for.
const ToastProvider = lazy(() => import('../ui/toast-provider').then((m) => ({ default: m.ToastProvider })));

/** Hands the loaded provider's toast api to the portal's context. */
function Connect({ onReady }: { onReady(api: ToastApi): void }): null {
  const api = useContext(ToastContext);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}

/**
 * Gives `useToast()` to the portal at once. The toast renderer loads with the first toast, which shows as soon as it
 * has (as does any other asked for meanwhile). The renderer sits beside the portal, never around it, so its arrival
 * does not remount a section.
 */
export function PortalToasts({ labels, children }: { labels: ToastLabels; children?: ReactNode }): ReactNode {
  const loaded = useRef<ToastApi | null>(null);
  const waiting = useRef<ToastOptions[]>([]);
  const [wanted, setWanted] = useState(false);
  const api = useMemo<ToastApi>(
    () => ({
      toast(options) {
        if (loaded.current) return loaded.current.toast(options);
        waiting.current.push(options);
        setWanted(true);
        return '';
      },
      dismiss: (id) => loaded.current?.dismiss(id),
    }),
    [],
  );
  const connect = useCallback((next: ToastApi) => {
    loaded.current = next;
    for (const options of waiting.current.splice(0)) next.toast(options);
  }, []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastProvider labels={labels}>
            <Connect onReady={connect} />
          </ToastProvider>
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
