import { useFormStatus } from './use-form-status';

/** A button's server call: busy while it runs, the server's §8 message when it fails. */
export interface Action {
  busy: boolean;
  error?: string;
  /** Runs `action`; on success calls `after` (e.g. a reload) and answers true. */
  run(action: () => Promise<unknown>): Promise<boolean>;
}

/** One-click server calls over the forms' status (use-form-status.ts); `after` runs when a call succeeded. */
export function useAction(after?: () => void): Action {
  const status = useFormStatus();
  const run = async (action: () => Promise<unknown>) => {
    let done = false;
    await status.run(async () => {
      await action();
      after?.();
      done = true;
      return '';
    });
    return done;
  };
  return { busy: status.busy, error: status.error, run };
}
