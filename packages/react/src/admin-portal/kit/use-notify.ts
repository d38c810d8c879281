import { useMemo, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import { portalMessages } from '../../i18n/portal-messages';
import { useMessages } from '../../i18n/use-messages';
import { useToast } from '../../ui/use-toast';

/** How the portal answers a mutation: a toast that says what happened. */
export interface Notify {
  /** A success toast (e.g. "User invited"). */
  success(title: ReactNode, description?: ReactNode): void;
  /** A failure toast with the server's §8 message (or the generic one). */
  failure(error: unknown, title?: ReactNode): void;
  /**
   * Runs `action`, answers a success toast when it resolves and a failure toast when it throws (then rethrows, so a
   * form or dialog can keep its own error state); resolves to the action's answer.
   */
  run<T>(action: () => Promise<T>, success: ReactNode): Promise<T>;
}

/** Toasts for the portal's mutations: every change is answered (issue: "every mutation answered by a toast"). */
export function useNotify(): Notify {
  const { toast } = useToast();
  const { t } = useMessages(portalMessages);
  return useMemo<Notify>(() => {
    const notify: Notify = {
      success: (title, description) => void toast({ title, description, tone: 'success' }),
      failure: (error, title) => void toast({ title: title ?? t('portal.ui.failed'), description: errorMessage(error), tone: 'danger' }),
      async run(action, success) {
        try {
          const answer = await action();
          notify.success(success);
          return answer;
        } catch (error) {
          notify.failure(error);
          throw error;
        }
      },
    };
    return notify;
  }, [toast, t]);
}
