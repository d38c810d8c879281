import { useCallback, useState } from 'react';
import { errorMessage } from '@gatehouse/client';

/** What a settings form shows: busy while saving, then the server's message on failure or a note on success. */
export interface FormStatus {
  busy: boolean;
  error?: string;
  note?: string;
  /** Runs `save`; its answer (a note) is announced, a throw shows the server's §8 message. */
  run(save: () => Promise<string>): Promise<void>;
  /** Shows a message without a call (a check made in the browser). */
  fail(message: string): void;
}

/** The loading, error and done states of one form (spec 001 §2). */
export function useFormStatus(): FormStatus {
  const [state, setState] = useState<{ busy: boolean; error?: string; note?: string }>({ busy: false });
  const run = useCallback(async (save: () => Promise<string>) => {
    setState({ busy: true });
    try {
      setState({ busy: false, note: await save() });
    } catch (e) {
      setState({ busy: false, error: errorMessage(e) });
    }
  }, []);
  const fail = useCallback((message: string) => setState({ busy: false, error: message }), []);
  return { ...state, run, fail };
}
