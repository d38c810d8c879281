import { createContext, useContext, type ReactNode } from 'react';

/** What a toast signals: nothing in particular, success, a caution, a failure, or information. */
export type ToastTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** One notification. */
export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** danger toasts are announced at once (assertive); the others politely. */
  tone?: ToastTone;
  /** Milliseconds before it hides (default: the provider's). */
  duration?: number;
}

/** Shows and hides toasts. */
export interface ToastApi {
  /** Shows a toast; answers its id. */
  toast(options: ToastOptions): string;
  /** Hides the toast with this id. */
  dismiss(id: string): void;
}

/** React context of the enclosing ToastProvider; null outside one. */
export const ToastContext = createContext<ToastApi | null>(null);

const missingProvider: ToastApi = {
  toast(options) {
    console.error('Gatehouse: useToast() is used outside <ToastProvider>; the notification was not shown.', options.title);
    return '';
  },
  dismiss: () => undefined,
};

/** `toast({ title, description, tone })` of the enclosing ToastProvider (outside one, it logs instead of showing). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? missingProvider;
}
