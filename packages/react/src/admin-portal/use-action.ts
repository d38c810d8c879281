import { useState } from 'react';
import { errorMessage } from '@gatehouse/client';

/** A button's server call: busy while it runs, the server's §8 message when it fails. */
export interface Action {
  busy: boolean;
  error?: string;
  /** Runs `action`; on success calls `after` (e.g. a reload) and answers true. */
  run(action: () => Promise<unknown>): Promise<boolean>;
}

/** Busy and error state around one-click server calls; `after` runs when a call succeeded. */
export function useAction(after?: () => void): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      after?.();
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
