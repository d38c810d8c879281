import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ToastLabels } from '../ui/toast-provider';
import { ToastContext, type ToastApi, type ToastOptions } from '../ui/use-toast';

// Radix Toast is as large as the rest of the shell: it loads beside the portal, outside its first chunk.
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
 * Gives `useToast()` to the portal at once; toasts asked for before the toast renderer has loaded are shown as soon
 * as it has. The renderer sits beside the portal, never around it, so its arrival does not remount a section.
 */
export function PortalToasts({ labels, children }: { labels: ToastLabels; children?: ReactNode }): ReactNode {
  const loaded = useRef<ToastApi | null>(null);
  const waiting = useRef<ToastOptions[]>([]);
  const api = useMemo<ToastApi>(
    () => ({
      toast(options) {
        if (loaded.current) return loaded.current.toast(options);
        waiting.current.push(options);
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
      <Suspense fallback={null}>
        <ToastProvider labels={labels}>
          <Connect onReady={connect} />
        </ToastProvider>
      </Suspense>
    </ToastContext.Provider>
  );
}
