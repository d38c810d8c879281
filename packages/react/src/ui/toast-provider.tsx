import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { usePortalContainer, useUiDirection } from './ui-context';
import { ToastContext, type ToastApi, type ToastOptions } from './use-toast';
import './toast.css';

/** Words of ToastProvider. */
export interface ToastLabels {
  /** Name of each toast's close button (e.g. "Close"). */
  close: string;
  /** Name of the notifications region; `{hotkey}` is replaced by its shortcut (e.g. "Notifications ({hotkey})"). */
  region: string;
  /** Word read before each announced toast (e.g. "Notification"). */
  notification: string;
}

/** Props of ToastProvider. */
export interface ToastProviderProps {
  labels: ToastLabels;
  /** Default milliseconds a toast stays (default 5000). */
  duration?: number;
  children?: ReactNode;
}

interface ShownToast extends ToastOptions {
  id: string;
  open: boolean;
}

/**
 * Gives `useToast()` to everything inside and shows the toasts (Radix) at the bottom end of the window, in the
 * themed portal root. Each is announced to screen readers as a status; F8 moves focus to them.
 */
export function ToastProvider({ labels, duration = 5000, children }: ToastProviderProps): ReactNode {
  const container = usePortalContainer();
  const dir = useUiDirection();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);
  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `gh-toast-${counter.current}`;
    setToasts((shown) => [...shown, { ...options, id, open: true }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        label={labels.notification}
        duration={duration}
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
        announcerContainer={container ?? undefined}
      >
        {children}
        {toasts.map((shown) => (
          <RadixToast.Root
            key={shown.id}
            className="gh-toast"
            data-tone={shown.tone ?? 'neutral'}
            type={shown.tone === 'danger' ? 'foreground' : 'background'}
            duration={shown.duration}
            open={shown.open}
            onOpenChange={(open) => !open && dismiss(shown.id)}
          >
            <div className="gh-toast-text">
              <RadixToast.Title className="gh-toast-title">{shown.title}</RadixToast.Title>
              {shown.description !== undefined && (
                <RadixToast.Description className="gh-toast-description">{shown.description}</RadixToast.Description>
              )}
            </div>
            <RadixToast.Close asChild>
              <IconButton label={labels.close} size="sm" className="gh-toast-close">
                <CloseIcon />
              </IconButton>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        {container && createPortal(<RadixToast.Viewport className="gh-toast-viewport" label={labels.region} />, container)}
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
